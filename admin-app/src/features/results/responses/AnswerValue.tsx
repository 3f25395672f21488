/**
 * One answer of a response, shown for its question's type: ticked options as a list, star and
 * NPS values with their scale (NPS with its bucket, spec §4), a scale's score "7 of 10", a
 * smiley's face by name, a matrix's rows "row: column" as a list, a ranking as a numbered list, a
 * consent as "Given", an e-mail with the first name given beside it, long text with its line
 * breaks, and the comment a choice question may carry. A question left unanswered says so.
 */
import { __, sprintf } from '@wordpress/i18n';

import { answerParts } from '../../../data/answer-values';
import type { Question, QuestionType } from '../../../data/survey-types';
import { CONSENT_VALUE, smileyFaceName } from '../question-stats';
import type { ResponseAnswer } from '../../../data/use-responses';

export const STAR_MAX = 5;
export const NPS_MAX = 10;

/**
 * The answer's values as text (a checkbox answer has several, a matrix one per row); empty when
 * unanswered.
 *
 * @param value The stored value; null when the response has no answer to the question.
 */
export function answerValues(
	value: ResponseAnswer[ 'value' ] | null
): string[] {
	return answerParts( value ).filter( ( entry ) => entry.trim() !== '' );
}

/**
 * Spec §4: 1–6 detractor, 7–8 passive, 9–10 promoter.
 *
 * @param score The NPS answer.
 */
export function npsBucketLabel( score: number ): string {
	if ( score >= 9 ) {
		return __( 'Promoter', 'userfeedback' );
	}
	if ( score >= 7 ) {
		return __( 'Passive', 'userfeedback' );
	}
	return __( 'Detractor', 'userfeedback' );
}

const SIMPLE_EMAIL = /^[^\s@<>"]+@[^\s@<>"]+$/;

interface AnswerValueProps {
	/** The question's type; undefined for a question no longer in the survey. */
	type: QuestionType | undefined;
	/** The question's settings (a scale's top score, a smiley's faces); their defaults if absent. */
	settings?: Pick< Question[ 'settings' ], 'scale_max' | 'faces' >;
	answer: ResponseAnswer | undefined;
}

/** A scale's top score when its settings are not at hand (the numeric preset's 0–10). */
const SCALE_MAX = 10;

function ScaleValue( { value, max }: { value: string; max: number } ) {
	const score = Number( value );
	if ( ! Number.isFinite( score ) ) {
		return <p className="uf-results-answer__value">{ value }</p>;
	}
	return (
		<p className="uf-results-answer__value">
			{ max === STAR_MAX && (
				<span className="uf-results-answer__stars" aria-hidden="true">
					{ '★'.repeat( Math.max( 0, Math.min( max, score ) ) ) }
					{ '☆'.repeat( Math.max( 0, max - score ) ) }
				</span>
			) }
			<span>
				{ max === STAR_MAX
					? sprintf(
							/* translators: 1: stars given. 2: most stars. */
							__( '%1$s out of %2$d stars', 'userfeedback' ),
							value,
							max
						)
					: sprintf(
							/* translators: 1: score given. 2: highest score. 3: Promoter, Passive or Detractor. */
							__( '%1$s out of %2$d (%3$s)', 'userfeedback' ),
							value,
							max,
							npsBucketLabel( score )
						) }
			</span>
		</p>
	);
}

function ListOf( {
	values,
	ordered = false,
}: {
	values: string[];
	ordered?: boolean;
} ) {
	const List = ordered ? 'ol' : 'ul';
	return (
		<List
			className={ `uf-results-answer__choices${
				ordered ? ' is-ordered' : ''
			}` }
		>
			{ values.map( ( value, index ) => (
				<li key={ `${ index }-${ value }` }>{ value }</li>
			) ) }
		</List>
	);
}

export function AnswerValue( { type, settings, answer }: AnswerValueProps ) {
	const values = answerValues( answer?.value ?? null );
	const extra = answer?.extra ?? null;

	if ( values.length === 0 ) {
		return (
			<p className="uf-results-answer__value is-skipped">
				{ __( 'Not answered (skipped)', 'userfeedback' ) }
			</p>
		);
	}

	let shown;
	switch ( type ) {
		case 'checkbox':
		case 'matrix':
			shown = <ListOf values={ values } />;
			break;
		case 'ranking':
			shown = <ListOf values={ values } ordered />;
			break;
		case 'scale':
			shown = (
				<p className="uf-results-answer__value">
					{ sprintf(
						/* translators: 1: score given. 2: highest score. */
						__( '%1$s of %2$d', 'userfeedback' ),
						values[ 0 ],
						settings?.scale_max ?? SCALE_MAX
					) }
				</p>
			);
			break;
		case 'smiley':
			shown = (
				<p className="uf-results-answer__value">
					{ Number.isInteger( Number( values[ 0 ] ) )
						? smileyFaceName(
								Number( values[ 0 ] ),
								settings?.faces === 3 ? 3 : 5
							)
						: values[ 0 ] }
				</p>
			);
			break;
		case 'consent':
			shown = (
				<p className="uf-results-answer__value">
					{ values[ 0 ] === CONSENT_VALUE
						? __( 'Given', 'userfeedback' )
						: values[ 0 ] }
				</p>
			);
			break;
		case 'star-rating':
			shown = <ScaleValue value={ values[ 0 ] } max={ STAR_MAX } />;
			break;
		case 'nps':
			shown = <ScaleValue value={ values[ 0 ] } max={ NPS_MAX } />;
			break;
		case 'email':
			shown = (
				<p className="uf-results-answer__value">
					{ SIMPLE_EMAIL.test( values[ 0 ] ) ? (
						<a href={ `mailto:${ values[ 0 ] }` }>
							{ values[ 0 ] }
						</a>
					) : (
						values[ 0 ]
					) }
				</p>
			);
			break;
		case 'long-text':
			shown = (
				<p className="uf-results-answer__value is-long">
					{ values[ 0 ] }
				</p>
			);
			break;
		default:
			shown =
				values.length > 1 ? (
					<ListOf values={ values } />
				) : (
					<p className="uf-results-answer__value">{ values[ 0 ] }</p>
				);
	}

	return (
		<>
			{ shown }
			{ extra !== null && (
				<p className="uf-results-answer__extra">
					<strong>
						{ type === 'email'
							? __( 'First name:', 'userfeedback' )
							: __( 'Comment:', 'userfeedback' ) }
					</strong>{ ' ' }
					<span className="uf-results-answer__extra-text">
						{ extra }
					</span>
				</p>
			) }
		</>
	);
}
