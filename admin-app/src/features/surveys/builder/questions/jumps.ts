/**
 * Jump logic in the builder, without React: on a choice, rating or consent question, jumps tried
 * in order after it is answered, each sending the visitor to a later question or to the end of
 * the survey. The server's rules (SurveyNormalizer::jumps(), SurveyValidator::jump_errors()) are
 * mirrored here so the builder names a problem before a save is refused. Every function is pure.
 *
 * A jump goes forward only, so the "go to" list offers later questions and the end and no cycle
 * can be built. Reordering or deleting questions can leave a jump pointing backwards or nowhere:
 * such a jump is kept and marked (jumpProblems()), never dropped without a word, since the admin
 * meant something by it.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	JUMP_END,
	JUMP_SOURCE_TYPES as CONTRACT_JUMP_SOURCE_TYPES,
	MAX_JUMPS,
} from '@userfeedback/contract';

import type {
	Question,
	QuestionJump,
	QuestionType,
} from '../../../../data/survey-types';
import { comparatorsFor, newConditionValue } from '../questions';

/** SurveyDefaults::JUMP_SOURCE_TYPES, JUMP_END and MAX_JUMPS, through the contract. */
export const JUMP_SOURCE_TYPES: readonly QuestionType[] =
	CONTRACT_JUMP_SOURCE_TYPES;
export { JUMP_END, MAX_JUMPS };

/**
 * Whether a question type can have jumps (the server drops them on the others).
 *
 * @param type The question type.
 */
export function canHaveJumps( type: QuestionType ): boolean {
	return JUMP_SOURCE_TYPES.includes( type );
}

/**
 * A question's jumps: none when it has no list (saved before jump logic) or cannot have them.
 *
 * @param q The question.
 */
export function jumpsOf( q: Question ): QuestionJump[] {
	return canHaveJumps( q.type ) ? ( q.jumps ?? [] ) : [];
}

/**
 * The questions a jump from the question at `index` may go to: every later one.
 *
 * @param questions All questions.
 * @param index     The position of the question whose jumps are edited.
 */
export function jumpTargets(
	questions: readonly Question[],
	index: number
): Question[] {
	return questions.slice( index + 1 );
}

/**
 * A new jump on the question at `index`: "is", nothing picked yet (newConditionValue(): a list
 * where answers are lists, a consent's one answer), to the question right after it, or to the end
 * from the last question.
 *
 * @param questions All questions.
 * @param index     The position of the question.
 */
export function newJump(
	questions: readonly Question[],
	index: number
): QuestionJump {
	return {
		compare: '==',
		value: questions[ index ]
			? newConditionValue( questions[ index ] )
			: '',
		to: questions[ index + 1 ]?.id ?? JUMP_END,
	};
}

/** What is wrong with one jump, by the field the server would name. */
export interface JumpProblem {
	/** The position of the question that has the jump. */
	question: number;
	/** The jump's position in its list. */
	jump: number;
	field: 'to' | 'compare';
	/** Why, said of the jump itself (for its row). */
	message: string;
}

/**
 * The jumps the server would refuse (SurveyValidator::jump_errors()): a target that is not a
 * later question (moved above, or deleted) nor the end, a comparison the question's type does not
 * allow (after a type change). Questions that cannot have jumps are left out: the server drops
 * theirs.
 *
 * @param questions All questions.
 */
export function jumpProblems( questions: readonly Question[] ): JumpProblem[] {
	const problems: JumpProblem[] = [];
	questions.forEach( ( q, index ) => {
		const comparators = comparatorsFor( q.type );
		jumpsOf( q ).forEach( ( jump, j ) => {
			if ( ! comparators.includes( jump.compare ) ) {
				problems.push( {
					question: index,
					jump: j,
					field: 'compare',
					message: __(
						'Choose a comparison this question type allows.',
						'userfeedback'
					),
				} );
			}
			if ( jump.to === JUMP_END ) {
				return;
			}
			const target = questions.findIndex( ( t ) => t.id === jump.to );
			if ( target <= index ) {
				problems.push( {
					question: index,
					jump: j,
					field: 'to',
					message:
						target === -1
							? __(
									'The question this jump went to was deleted. Choose where it goes.',
									'userfeedback'
								)
							: __(
									'The question this jump goes to is no longer after this one. Choose where it goes.',
									'userfeedback'
								),
				} );
			}
		} );
	} );
	return problems;
}

/**
 * The jump problems as sentences for the step's "To continue" list, each naming its question
 * and jump.
 *
 * @param questions All questions.
 */
export function jumpProblemSentences(
	questions: readonly Question[]
): string[] {
	return jumpProblems( questions ).map( ( problem ) =>
		sprintf(
			/* translators: 1: question number, 2: jump number, 3: what is wrong. */
			__( 'Question %1$d, jump %2$d: %3$s', 'userfeedback' ),
			problem.question + 1,
			problem.jump + 1,
			problem.message
		)
	);
}
