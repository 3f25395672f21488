/**
 * The Questions step (configuration.md §2.3 "Questions step", §4 "Builder flow", §5): the editable
 * survey title, a Build | Preview toggle, the question cards (reordered by drag and drop), the Add
 * Question dropdown and the Thank You card; Preview shows the real widget and the branding note.
 *
 * Errors on a card show once focus has left it (the admin worked on it), or after a blocked Next
 * or 'Show what is missing' (the frame's "To continue" list) for the cards there were then — a
 * card added afterwards is not born red.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useUpgradeModal } from '../../../../components/upgrade-modal';
import type { QuestionType } from '../../../../data/survey-types';
import { useBuilder } from '../BuilderContext';
import {
	MAX_QUESTIONS,
	blankQuestion,
	changeQuestionTypeIn,
	moveQuestion,
	questionErrors,
} from '../questions';
import { AddQuestion } from '../questions/AddQuestion';
import type { CardFocus } from '../questions/QuestionCard';
import { QuestionList } from '../questions/QuestionList';
import { hiddenFieldNames, settleRecalls } from '../questions/recall';
import { SurveyPreview } from '../questions/SurveyPreview';
import { SurveyTitle } from '../questions/SurveyTitle';
import { ThankYouCard } from '../questions/ThankYouCard';
import {
	proTypesGate,
	proTypesNotice,
	redirectGate,
	thankYouMessageGate,
	togglesGate,
} from '../questions/gates';
import { HiddenSurveyNotice } from '../../hidden-pro-types';
import {
	canAddQuestion,
	canDeleteQuestion,
	ensureQuestion,
	pruneEmailLogic,
	removeQuestion,
} from '../survey';
import '../questions/questions-step.scss';
import { ViewToggle } from '../shared/ViewToggle';

type View = 'build' | 'preview';

const THANK_YOU = 'thank-you';

export function QuestionsStep() {
	const { survey, isNew, update, entitlements, reveal } = useBuilder();
	const upgrade = useUpgradeModal();
	const [ view, setView ] = useState< View >( 'build' );
	const [ touched, setTouched ] = useState< ReadonlySet< string > >(
		() => new Set()
	);
	// The cards (and the thank-you card) whose errors show since the last reveal.
	const [ revealed, setRevealed ] = useState< ReadonlySet< string > >(
		() => new Set()
	);
	const [ focus, setFocus ] = useState< {
		id: string;
		target: CardFocus;
	} | null >( null );
	const addButton = useRef< HTMLDivElement >( null );
	const { questions } = survey;

	// "A new survey starts with one blank text question if it has none" (spec §4). Only when the
	// step opens: deleting every question afterwards leaves the list empty, as the admin asked.
	useEffect( () => {
		if ( isNew && survey.questions.length === 0 ) {
			update( ensureQuestion );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const touch = useCallback(
		( key: string ) =>
			setTouched( ( current ) =>
				current.has( key ) ? current : new Set( current ).add( key )
			),
		[]
	);
	const clearFocus = useCallback( () => setFocus( null ), [] );

	const proGate = proTypesGate( entitlements );
	const toggleGate = togglesGate( entitlements );
	const nps = survey.type === 'nps';
	const deletable = canDeleteQuestion( survey );
	let addDisabledReason: string | null = null;
	if ( ! canAddQuestion( survey ) ) {
		addDisabledReason = nps
			? __(
					'An NPS survey keeps its questions: no questions can be added.',
					'userfeedback'
				)
			: sprintf(
					/* translators: %d: maximum number of questions. */
					__(
						'A survey can have at most %d questions.',
						'userfeedback'
					),
					MAX_QUESTIONS
				);
	}

	const add = ( type: QuestionType ) => {
		const question = blankQuestion( type );
		update( ( s ) => ( {
			...s,
			questions: [ ...s.questions, question ],
		} ) );
		setFocus( { id: question.id, target: 'title' } );
	};

	const remove = ( id: string, index: number ) => {
		if (
			// eslint-disable-next-line no-alert
			! window.confirm(
				sprintf(
					/* translators: %d: question number. */
					__(
						'Delete question %d? Conditions that use it are removed too.',
						'userfeedback'
					),
					index + 1
				)
			)
		) {
			return;
		}
		const rest = questions.filter( ( q ) => q.id !== id );
		update( ( s ) => removeQuestion( s, id ) );
		const next = rest[ Math.min( index, rest.length - 1 ) ];
		if ( next ) {
			setFocus( { id: next.id, target: 'heading' } );
		} else {
			addButton.current?.querySelector( 'button' )?.focus();
		}
	};

	// A blocked Next or "Show what is missing" (the frame): show every error there is now, and
	// for the latter go to the first question at fault.
	useEffect( () => {
		if ( reveal.count === 0 ) {
			return;
		}
		setRevealed(
			new Set( [ ...questions.map( ( q ) => q.id ), THANK_YOU ] )
		);
		setView( 'build' );
		const firstInvalid = questions.find(
			( q ) => Object.keys( questionErrors( q ) ).length > 0
		);
		if ( reveal.focusField && firstInvalid ) {
			setFocus( { id: firstInvalid.id, target: 'title' } );
		}
		// Only when a reveal is asked for.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ reveal ] );

	return (
		<div className="uf-builder-questions-step">
			<div className="uf-builder-questions-step__top">
				<SurveyTitle
					title={ survey.title }
					onChange={ ( title ) =>
						update( ( s ) => ( { ...s, title } ) )
					}
				/>
				<ViewToggle
					views={ [
						{
							value: 'build',
							label: __( 'Build', 'userfeedback' ),
						},
						{
							value: 'preview',
							label: __( 'Preview', 'userfeedback' ),
						},
					] }
					value={ view }
					onChange={ setView }
				/>
			</div>

			<HiddenSurveyNotice
				types={ questions.map( ( q ) => q.type ) }
				entitlements={ entitlements }
			/>

			{ view === 'preview' ? (
				<SurveyPreview
					survey={ survey }
					entitlements={ entitlements }
				/>
			) : (
				<div className="uf-builder-questions-step__build">
					{ questions.length === 0 && (
						<p className="uf-builder-questions-step__empty">
							{ __(
								'No questions yet. Add one to get started.',
								'userfeedback'
							) }
						</p>
					) }
					<QuestionList
						questions={ questions }
						onMove={ ( from, to ) =>
							update( ( s ) =>
								settleRecalls( {
									...s,
									questions: moveQuestion(
										s.questions,
										from,
										to
									),
								} )
							)
						}
						cardProps={ ( question, index ) => ( {
							question,
							index,
							questions,
							hiddenFields: hiddenFieldNames( survey.settings ),
							proTypesGate: proGate,
							togglesGate: toggleGate,
							canDelete: deletable,
							typeLocked: nps && question.type === 'nps',
							showErrors:
								touched.has( question.id ) ||
								revealed.has( question.id ),
							focus:
								focus?.id === question.id ? focus.target : null,
							onFocused: clearFocus,
							onChange: ( next ) =>
								update( ( s ) => ( {
									...s,
									questions: s.questions.map( ( q ) =>
										q.id === next.id ? next : q
									),
								} ) ),
							onChangeType: ( type ) =>
								update( ( s ) =>
									settleRecalls(
										pruneEmailLogic( {
											...s,
											questions: changeQuestionTypeIn(
												s.questions,
												question.id,
												type
											),
										} )
									)
								),
							onDelete: () => remove( question.id, index ),
							onTouched: () => touch( question.id ),
							onUpgrade: upgrade,
						} ) }
					/>
					<div ref={ addButton }>
						<AddQuestion
							onAdd={ add }
							onUpgrade={ upgrade }
							proTypesGate={ proGate }
							proTypesNotice={ proTypesNotice( entitlements ) }
							disabledReason={ addDisabledReason }
						/>
					</div>
					<div
						onBlur={ ( event ) => {
							if (
								! event.currentTarget.contains(
									event.relatedTarget as Node | null
								)
							) {
								touch( THANK_YOU );
							}
						} }
					>
						<ThankYouCard
							thankYou={ survey.settings.thank_you }
							messageGate={ thankYouMessageGate( entitlements ) }
							redirectGate={ redirectGate( entitlements ) }
							onUpgrade={ upgrade }
							showErrors={
								touched.has( THANK_YOU ) ||
								revealed.has( THANK_YOU )
							}
							onChange={ ( thankYou ) =>
								update( ( s ) => ( {
									...s,
									settings: {
										...s.settings,
										thank_you: thankYou,
									},
								} ) )
							}
						/>
					</div>
				</div>
			) }
		</div>
	);
}
