import { describe, expect, it } from 'vitest';

import { readableTitle } from '../recall-titles';

const questions = [ { id: 'q1' }, { id: 'q2' } ];

describe( 'readableTitle', () => {
	it.each( [
		[ 'Why {{answer:q1|that score}}?', 'Why {that score}?' ],
		[ 'Why {{ answer:q1 | that score }}?', 'Why {that score}?' ],
		[ 'Why {{answer:q2}}?', 'Why {Question 2}?' ],
		[ 'From {{field:plan}}', 'From {plan}' ],
		[ 'Gone {{answer:q9}}', 'Gone {q9}' ],
		[ 'Say {{hello}}', 'Say {{hello}}' ],
		[ 'Plain', 'Plain' ],
	] )( '%s reads %s', ( title, readable ) => {
		expect( readableTitle( title, questions ) ).toBe( readable );
	} );
} );
