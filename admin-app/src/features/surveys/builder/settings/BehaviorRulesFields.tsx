/**
 * The Behavior card's rule groups (docs/decisions.md "Partial responses, the funnel and
 * display rules"), each titled with its feature name as the card's other groups are: Partial
 * Responses (save as the visitor goes), Survey Priority (0–1000), Survey Cooldown (ignore the
 * site's cooldown between surveys), Sampling (show to 1–100 % of visitors) and Response Limit (stop
 * after N completed responses, 0 = none).
 *
 * Gated like the card's other groups (licensed Pro plus the behavior add-on): in Lite each control
 * stays focusable, looks locked and opens the upgrade modal with its group's name; Pro without the
 * licence or add-on sees them disabled under the card's notice. Locked groups show the defaults.
 *
 * A number out of range is said beside its field at once (and blocks Next, steps.ts); a message
 * the server sent for a field (a refused save's `data.params`, keyed `settings.behavior.*`) shows
 * there too, until the field is changed.
 *
 * The priority is the one value the surveys list's Display Order sets by dragging: beside the
 * number the group says the place it gives among the published surveys (from the same order),
 * links to Display Order, and takes a priority Display Order changed since the survey was opened
 * (saying so), so it never shows a number that is no longer the survey's.
 */
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useUpgradeModal } from '../../../../components/upgrade-modal';
import { adminPageUrl, getGlobals } from '../../../../data/globals';
import type { SurveySettings } from '../../../../data/survey-types';
import { useDisplayOrder } from '../../../../data/use-surveys';
import { useBuilder } from '../BuilderContext';
import { ProBadge } from '../shared/GateNotice';
import type { Gate } from '../shared/gates';
import {
	ONCE_PER,
	behaviorRules,
	displayPlace,
	isPoll,
	onceConflict,
	parseRule,
	ruleMessage,
	ruleRange,
	ruleValid,
	serverFieldError,
	type BehaviorRules,
	type NumericRule,
} from './behavior-rules';
import { FEATURES } from './gates';

type Behavior = SurveySettings[ 'behavior' ];

interface FieldsProps {
	/** The card's useId() prefix. */
	id: string;
	gate: Gate;
	/** What the survey uses: its own settings with the add-on, else the defaults. */
	behavior: Behavior;
	/** The id of the card's gate notice, when it shows. */
	describedBy?: string;
	setBehavior: ( patch: Partial< Behavior > ) => void;
}

const ids = ( ...parts: Array< string | undefined | false | null > ) =>
	parts.filter( Boolean ).join( ' ' ) || undefined;

/**
 * The server's messages of the last refused save, while the field still holds the value that
 * was refused.
 * @param rules
 */
function useServerErrors( rules: BehaviorRules ) {
	const { saveError } = useBuilder();
	// The values the refused save sent, captured when its error arrives (React's "state from
	// props" pattern: set during render when the error changes).
	const [ failed, setFailed ] = useState< {
		error: unknown;
		rules: BehaviorRules;
	} >( { error: saveError, rules } );
	if ( failed.error !== saveError ) {
		setFailed( { error: saveError, rules } );
	}
	return ( field: keyof BehaviorRules ): string | null =>
		failed.error && failed.rules[ field ] === rules[ field ]
			? serverFieldError( failed.error, `settings.behavior.${ field }` )
			: null;
}

function GroupLegend( { legend, gate }: { legend: string; gate: Gate } ) {
	return (
		<legend className="uf-builder-settings__legend">
			{ legend }
			{ gate === 'upgrade' && <ProBadge /> }
		</legend>
	);
}

function LockText( { id, feature }: { id: string; feature: string } ) {
	return (
		<span id={ id } className="screen-reader-text">
			{ sprintf(
				/* translators: %s: feature name, e.g. Survey Priority. */
				__( '%s is a PRO feature', 'userfeedback' ),
				feature
			) }
		</span>
	);
}

interface ToggleProps extends FieldsProps {
	field: 'save_partial' | 'ignore_cooldown' | 'show_results';
	legend: string;
	feature: string;
	label: string;
	help: string;
	checked: boolean;
	error: string | null;
}

function ToggleGroup( {
	id,
	gate,
	describedBy,
	setBehavior,
	field,
	legend,
	feature,
	label,
	help,
	checked,
	error,
}: ToggleProps ) {
	const upgrade = useUpgradeModal();
	const inputId = `${ id }-${ field }`;
	return (
		<fieldset className="uf-builder-behavior__group">
			<GroupLegend legend={ legend } gate={ gate } />
			{ gate === 'upgrade' && (
				<LockText id={ `${ inputId }-lock` } feature={ feature } />
			) }
			<p className="uf-builder-toggle">
				<input
					id={ inputId }
					type="checkbox"
					checked={ checked }
					disabled={ gate === 'notice' }
					aria-disabled={ gate === 'upgrade' ? true : undefined }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ ids(
						`${ inputId }-help`,
						error && `${ inputId }-error`,
						gate === 'upgrade' && `${ inputId }-lock`,
						describedBy
					) }
					// No preventDefault: React puts a controlled checkbox back by itself (React #9023).
					onClick={ () => gate === 'upgrade' && upgrade( feature ) }
					onChange={ ( event ) =>
						gate === 'ok' &&
						setBehavior( { [ field ]: event.target.checked } )
					}
				/>
				<label htmlFor={ inputId }>{ label }</label>
			</p>
			<p id={ `${ inputId }-help` } className="description">
				{ help }
			</p>
			{ error && (
				<ErrorLine id={ `${ inputId }-error` } text={ error } />
			) }
		</fieldset>
	);
}

function ErrorLine( { id, text }: { id: string; text: string } ) {
	return (
		<p id={ id } className="uf-builder-settings__error">
			<span className="dashicons dashicons-warning" aria-hidden="true" />
			{ text }
		</p>
	);
}

interface NumberProps extends FieldsProps {
	field: NumericRule;
	legend: string;
	feature: string;
	/** The words before the field (its label). */
	before: string;
	/** The words after it (its unit, read as part of its description). */
	after?: string;
	help: string;
	value: number;
	serverError: string | null;
	/** More about the value, under the help (its id is `{input id}-more`). */
	more?: ReactNode;
}

function NumberGroup( {
	id,
	gate,
	describedBy,
	setBehavior,
	field,
	legend,
	feature,
	before,
	after,
	help,
	value,
	serverError,
	more,
}: NumberProps ) {
	const upgrade = useUpgradeModal();
	const inputId = `${ id }-${ field }`;
	const [ min, max ] = ruleRange( field );
	const invalid = gate === 'ok' && ! ruleValid( field, value );
	const error = invalid ? ruleMessage( field ) : serverError;
	const locked = () => gate === 'upgrade' && upgrade( feature );
	return (
		<fieldset className="uf-builder-behavior__group">
			<GroupLegend legend={ legend } gate={ gate } />
			{ gate === 'upgrade' && (
				<LockText id={ `${ inputId }-lock` } feature={ feature } />
			) }
			<p className="uf-builder-behavior__number">
				<label htmlFor={ inputId }>{ before }</label>
				<input
					id={ inputId }
					type="number"
					className="small-text"
					min={ min }
					max={ max }
					step={ 1 }
					inputMode="numeric"
					value={ Number.isFinite( value ) ? String( value ) : '' }
					disabled={ gate === 'notice' }
					readOnly={ gate === 'upgrade' }
					aria-disabled={ gate === 'upgrade' ? true : undefined }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ ids(
						after && `${ inputId }-unit`,
						`${ inputId }-help`,
						!! more && `${ inputId }-more`,
						error && `${ inputId }-error`,
						gate === 'upgrade' && `${ inputId }-lock`,
						describedBy
					) }
					onClick={ locked }
					onKeyDown={ ( event: KeyboardEvent ) => {
						if (
							gate === 'upgrade' &&
							( event.key === 'Enter' || event.key === ' ' )
						) {
							event.preventDefault();
							locked();
						}
					} }
					onChange={ ( event ) =>
						gate === 'ok' &&
						setBehavior( {
							[ field ]: parseRule( event.target.value ),
						} )
					}
				/>
				{ after && <span id={ `${ inputId }-unit` }>{ after }</span> }
			</p>
			<p id={ `${ inputId }-help` } className="description">
				{ help }
			</p>
			{ more && <div id={ `${ inputId }-more` }>{ more }</div> }
			{ error && (
				<ErrorLine id={ `${ inputId }-error` } text={ error } />
			) }
		</fieldset>
	);
}

/**
 * Where the priority puts the survey in the display order, and a link to reorder it there. A
 * priority Display Order set since the survey was loaded (in another tab, say) is taken into the
 * stored survey, and into the field unless the owner changed it here; either way it is said.
 */
function PriorityPlace() {
	const { survey, stored, storedAt, adoptStoredPriority } = useBuilder();
	// Fetched again when the tab regains focus: the owner may come back from Display Order.
	const order = useDisplayOrder( true, true );
	const [ note, setNote ] = useState( '' );
	const priority = survey.settings.behavior.priority;
	const storedPriority = stored ? stored.settings.behavior.priority : null;
	const listed =
		order.data?.find( ( item ) => item.id === survey.id )?.priority ?? null;
	// Only an order read after the survey was loaded or saved is newer than it.
	const changed =
		listed !== null &&
		storedPriority !== null &&
		listed !== storedPriority &&
		! order.isFetching &&
		order.dataUpdatedAt > storedAt;

	useEffect( () => {
		if ( ! changed || listed === null ) {
			return;
		}
		adoptStoredPriority( listed );
		setNote(
			priority === storedPriority
				? sprintf(
						/* translators: %d: the survey's priority. */
						__(
							'Display Order changed this survey’s priority to %d since it was opened.',
							'userfeedback'
						),
						listed
					)
				: sprintf(
						/* translators: 1: the priority Display Order set, 2: the one typed here. */
						__(
							'Display Order changed this survey’s priority to %1$d since it was opened. Saving sets the %2$d typed here.',
							'userfeedback'
						),
						listed,
						priority
					)
		);
	}, [ changed, listed, priority, storedPriority, adoptStoredPriority ] );

	const place = order.data
		? displayPlace( order.data, survey.id, priority )
		: null;
	let where = '';
	if ( place && ! place.listed ) {
		where = sprintf(
			/* translators: 1: place, 2: number of published surveys. */
			__(
				'Once published: place %1$d of %2$d in the display order.',
				'userfeedback'
			),
			place.place,
			place.count
		);
	} else if ( place && priority !== storedPriority ) {
		where = sprintf(
			/* translators: 1: place, 2: number of published surveys. */
			__(
				'Once saved: place %1$d of %2$d in the display order.',
				'userfeedback'
			),
			place.place,
			place.count
		);
	} else if ( place ) {
		where = sprintf(
			/* translators: 1: place, 2: number of published surveys. */
			__( 'Place %1$d of %2$d in the display order.', 'userfeedback' ),
			place.place,
			place.count
		);
	}
	return (
		<>
			<p className="description uf-builder-behavior__place">
				<span aria-live="polite">{ where }</span>{ ' ' }
				<a
					href={ `${ adminPageUrl(
						getGlobals().admin_url,
						'surveys'
					) }#/?display-order=open` }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'Open Display Order', 'userfeedback' ) }
					<span className="screen-reader-text">
						{ ' ' }
						{ __( '(opens in a new tab)', 'userfeedback' ) }
					</span>
				</a>
			</p>
			<div role="status">
				{ note && <p className="description">{ note }</p> }
			</div>
		</>
	);
}

export function BehaviorRulesFields( props: FieldsProps ) {
	const rules = behaviorRules( props.behavior );
	const serverError = useServerErrors( rules );
	return (
		<>
			<ToggleGroup
				{ ...props }
				field="save_partial"
				legend={ FEATURES.partialResponses() }
				feature={ FEATURES.partialResponses() }
				label={ __( 'Save partial responses', 'userfeedback' ) }
				help={ __(
					'Answers are saved as the visitor goes, so you see where people stop.',
					'userfeedback'
				) }
				checked={ rules.save_partial }
				error={ serverError( 'save_partial' ) }
			/>
			<NumberGroup
				{ ...props }
				field="priority"
				legend={ FEATURES.surveyPriority() }
				feature={ FEATURES.surveyPriority() }
				before={ __( 'Priority', 'userfeedback' ) }
				after={ __( '(0 to 1000)', 'userfeedback' ) }
				help={ __(
					'When several surveys could show on a page, the page shows the eligible survey with the highest priority (the oldest first among equals). It is the same number Display Order in the surveys list sets by dragging.',
					'userfeedback'
				) }
				value={ rules.priority }
				serverError={ serverError( 'priority' ) }
				more={ props.gate === 'ok' && <PriorityPlace /> }
			/>
			<ToggleGroup
				{ ...props }
				field="ignore_cooldown"
				legend={ FEATURES.surveyCooldown() }
				feature={ FEATURES.surveyCooldown() }
				label={ __(
					'Ignore the cooldown between surveys',
					'userfeedback'
				) }
				help={ __(
					'Show this survey even to visitors who were shown another survey within the cooldown set in Settings → Widget.',
					'userfeedback'
				) }
				checked={ rules.ignore_cooldown }
				error={ serverError( 'ignore_cooldown' ) }
			/>
			<NumberGroup
				{ ...props }
				field="sample_percent"
				legend={ FEATURES.sampling() }
				feature={ FEATURES.sampling() }
				before={ __( 'Show to', 'userfeedback' ) }
				after={ __( '% of visitors', 'userfeedback' ) }
				help={ __(
					'Each visitor is drawn once and keeps the result, so the same people see the survey on every page (1 to 100).',
					'userfeedback'
				) }
				value={ rules.sample_percent }
				serverError={ serverError( 'sample_percent' ) }
			/>
			<NumberGroup
				{ ...props }
				field="response_limit"
				legend={ FEATURES.responseLimit() }
				feature={ FEATURES.responseLimit() }
				before={ __( 'Stop after', 'userfeedback' ) }
				after={ __( 'completed responses', 'userfeedback' ) }
				help={ __(
					'0 = no limit. Once reached, the survey is no longer shown and the surveys list says “Closed: limit reached”.',
					'userfeedback'
				) }
				value={ rules.response_limit }
				serverError={ serverError( 'response_limit' ) }
			/>
			<NumberGroup
				{ ...props }
				field="max_per_minute"
				legend={ FEATURES.responseCeiling() }
				feature={ FEATURES.responseCeiling() }
				before={ __( 'Take at most', 'userfeedback' ) }
				after={ __( 'new responses a minute', 'userfeedback' ) }
				help={ __(
					'0 = no ceiling. Against floods of automated answers: responses over it are refused and not stored, and you get a notification.',
					'userfeedback'
				) }
				value={ rules.max_per_minute }
				serverError={ serverError( 'max_per_minute' ) }
			/>
		</>
	);
}

/**
 * Recontact, after Display Length: show again after N days while unanswered, and a recurring
 * survey that asks again N days after each answer (a new response each time). 0 is off: the
 * display length alone decides.
 *
 * @param props The card's id, gate and behaviour.
 */
export function RecontactFields( props: FieldsProps ) {
	const rules = behaviorRules( props.behavior );
	const serverError = useServerErrors( rules );
	return (
		<>
			<NumberGroup
				{ ...props }
				field="recontact_days"
				legend={ FEATURES.recontact() }
				feature={ FEATURES.recontact() }
				before={ __( 'Show again after', 'userfeedback' ) }
				after={ __( 'days until answered', 'userfeedback' ) }
				help={ __(
					'0 = off. A visitor who saw the survey and did not answer it sees it again on a visit this many days later, until they answer (up to 365).',
					'userfeedback'
				) }
				value={ rules.recontact_days }
				serverError={ serverError( 'recontact_days' ) }
			/>
			<NumberGroup
				{ ...props }
				field="repeat_days"
				legend={ FEATURES.recurringSurvey() }
				feature={ FEATURES.recurringSurvey() }
				before={ __( 'Ask again every', 'userfeedback' ) }
				after={ __( 'days after answering', 'userfeedback' ) }
				help={ __(
					'0 = off. Each answer is a new response; the site’s cooldown between surveys still applies (up to 365).',
					'userfeedback'
				) }
				value={ rules.repeat_days }
				serverError={ serverError( 'repeat_days' ) }
			/>
		</>
	);
}

type OncePer = Behavior[ 'once_per' ];

function oncePerLabel( once: OncePer ): string {
	switch ( once ) {
		case 'none':
			return __( 'As the display rules allow', 'userfeedback' );
		case 'browser':
			return __( 'Once per browser', 'userfeedback' );
		case 'user':
			return __( 'Once per logged-in user', 'userfeedback' );
	}
}

/**
 * One answer per person: none (the display length and recontact decide), once per browser (its
 * cookies and local storage; the server refuses a second answer from a browser that keeps its
 * cookies), or once per logged-in user (decided by the server; visitors not logged in are not
 * asked, and an inline survey tells them to log in). Said beside the group when asking again is
 * also set, which the server refuses.
 *
 * @param props The card's id, gate and behaviour.
 */
export function OncePerFields( props: FieldsProps ) {
	const { id, gate, describedBy, setBehavior } = props;
	const rules = behaviorRules( props.behavior );
	const serverError = useServerErrors( rules );
	const upgrade = useUpgradeModal();
	const feature = FEATURES.oneAnswerPerPerson();
	const name = `${ id }-once`;
	const error =
		( gate === 'ok' && onceConflict( rules ) ) || serverError( 'once_per' );
	const locked = () => gate === 'upgrade' && upgrade( feature );
	return (
		<fieldset
			className="uf-builder-behavior__group"
			aria-describedby={ ids(
				`${ name }-help`,
				error && `${ name }-error`
			) }
		>
			<GroupLegend legend={ feature } gate={ gate } />
			{ gate === 'upgrade' && (
				<LockText id={ `${ name }-lock` } feature={ feature } />
			) }
			{ ONCE_PER.map( ( option ) => (
				<div key={ option } className="uf-builder-radio">
					<input
						id={ `${ name }-${ option }` }
						type="radio"
						name={ name }
						value={ option }
						checked={ rules.once_per === option }
						disabled={ gate === 'notice' }
						aria-disabled={ gate === 'upgrade' ? true : undefined }
						aria-describedby={ ids(
							gate === 'upgrade' && `${ name }-lock`,
							describedBy
						) }
						onClick={ locked }
						onChange={ () =>
							gate === 'ok' && setBehavior( { once_per: option } )
						}
					/>
					<label htmlFor={ `${ name }-${ option }` }>
						{ oncePerLabel( option ) }
					</label>
				</div>
			) ) }
			<p id={ `${ name }-help` } className="description">
				{ __(
					'Once answered, the survey is not shown to that person again and a second answer is refused; an inline survey says “You have already answered this survey.” Per logged-in user, visitors who are not logged in are not asked.',
					'userfeedback'
				) }
			</p>
			{ error && <ErrorLine id={ `${ name }-error` } text={ error } /> }
		</fieldset>
	);
}

/**
 * Live results for a poll's visitors: the switch, and from how many votes they show. Offered for
 * every survey, said plainly when this one is not a poll (one choice question) and so shows none:
 * an owner adding a second question keeps the setting, and a refused save would lose work.
 *
 * @param props The card's id, gate and behaviour.
 */
export function PollResultsFields( props: FieldsProps ) {
	const rules = behaviorRules( props.behavior );
	const serverError = useServerErrors( rules );
	const { survey } = useBuilder();
	const poll = isPoll( survey.questions );
	return (
		<>
			<ToggleGroup
				{ ...props }
				field="show_results"
				legend={ FEATURES.liveResults() }
				feature={ FEATURES.liveResults() }
				label={ __(
					'Show visitors the results after they answer',
					'userfeedback'
				) }
				help={
					poll || ! rules.show_results
						? __(
								'For a poll (a survey of one single-choice, multiple-choice, dropdown or image choice question): each option’s share of the votes so far, a few seconds old at most.',
								'userfeedback'
							)
						: __(
								'This survey is not a poll, so it shows no results: a poll has one single-choice, multiple-choice, dropdown or image choice question.',
								'userfeedback'
							)
				}
				checked={ rules.show_results }
				error={ serverError( 'show_results' ) }
			/>
			{ rules.show_results && (
				<NumberGroup
					{ ...props }
					field="results_min_votes"
					legend={ __( 'Results from', 'userfeedback' ) }
					feature={ FEATURES.liveResults() }
					before={ __( 'Show the results from', 'userfeedback' ) }
					after={ __( 'votes', 'userfeedback' ) }
					help={ __(
						'0 = at once. Until then visitors see how many have voted and when the results will show.',
						'userfeedback'
					) }
					value={ rules.results_min_votes }
					serverError={ serverError( 'results_min_votes' ) }
				/>
			) }
		</>
	);
}
