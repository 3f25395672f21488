/**
 * Renders the Questions step as the builder does (query client, upgrade modal, builder draft),
 * for one edition, and exposes the draft as it changes.
 */
import { render } from '@testing-library/react';

import { UpgradeModalProvider } from '../../../../../components/upgrade-modal';
import type { Entitlements } from '../../../../../data/globals';
import type {
	Question,
	QuestionType,
	Survey,
} from '../../../../../data/survey-types';
import {
	LITE,
	createTestQueryClient,
	setGlobals,
	withQueryClient,
} from '../../../../../test-utils';
import { BuilderProvider, useBuilder } from '../../BuilderContext';
import { QuestionsStep } from '../../steps/QuestionsStep';
import { newSurvey } from '../../survey';

/**
 * A question with a fixed id and title.
 *
 * @param id    The id.
 * @param type  The type.
 * @param extra Fields to override.
 */
export function question(
	id: string,
	type: QuestionType = 'text',
	extra: Partial< Question > = {}
): Question {
	return {
		id,
		title: `Question ${ id }`,
		type,
		config: {
			options:
				type === 'radio-button' || type === 'checkbox'
					? [ 'Yes', 'No' ]
					: [],
		},
		settings: { required: false, randomize: false, comment_box: false },
		logic: { enabled: false, action: 'show', conditions: [] },
		...extra,
	};
}

/**
 * A saved survey with these questions.
 *
 * @param questions The questions.
 * @param extra     Fields to override.
 */
export function survey(
	questions: Question[],
	extra: Partial< Survey > = {}
): Survey {
	return {
		...newSurvey( 'admin@example.test' ),
		id: 7,
		title: 'Website feedback',
		status: 'draft',
		questions,
		...extra,
	};
}

/**
 * Renders the step for a survey and an edition.
 *
 * @param initial The survey the builder starts from.
 * @param ent     The site's entitlements (default Lite).
 */
export function renderStep( initial: Survey, ent: Entitlements = LITE ) {
	setGlobals( { ...ent } );
	let draft = initial;
	function Spy() {
		draft = useBuilder().survey;
		return null;
	}
	const client = createTestQueryClient();
	const result = render(
		withQueryClient(
			<UpgradeModalProvider>
				<BuilderProvider
					initial={ initial }
					startedNew={ initial.id === null }
				>
					<QuestionsStep />
					<Spy />
				</BuilderProvider>
			</UpgradeModalProvider>,
			client
		)
	);
	return { ...result, draft: () => draft };
}
