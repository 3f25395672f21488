/**
 * The Behavior card (configuration.md §3 settings.behavior, §5, §6, §9; visitor.md §4 "Timing"):
 * - Display Timing: immediately, after a delay (seconds, 0–60, default 20), before the visitor
 *   leaves (exit intent, desktop only) or after half the page is scrolled;
 * - Display Length: until they respond, only once, or repeatedly; then recontact (show again
 *   after N days until answered, ask again every N days after answering: RecontactFields);
 * - beyond the spec's four timings: a scroll depth, a click on an element, only when the site's
 *   code asks, and exit intent on phones and tablets (TriggerExtra);
 * - Survey Run Time: indefinitely, or until a month and day (enabled only for expire);
 * - Start minimized;
 * - partial saving and the display rules across surveys (BehaviorRulesFields).
 *
 * Every control needs licensed Pro plus the behavior add-on. In Lite each group looks locked and
 * activating it opens the upgrade modal with the group's name ('Display Timing', 'Display
 * Length', 'Survey Run Time', 'Minimized Survey'); Pro without a licence or the add-on sees the
 * controls disabled under a notice. Locked groups show the defaults, which is what the survey
 * uses there (the save resets behaviour without the add-on).
 */
import { useId, type ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { DISPLAY_LENGTHS, RUN_TIMES, TIMINGS } from '@userfeedback/contract';

import { useUpgradeModal } from '../../../../components/upgrade-modal';
import { addonActive } from '../../../../data/entitlements';
import type {
	DisplayLength,
	RunTime,
	SurveySettings,
	Timing,
} from '../../../../data/survey-types';
import { useBuilder } from '../BuilderContext';
import {
	DEFAULT_DELAY,
	MAX_DELAY,
	defaultBehavior,
	monthName,
} from '../survey';
import { GateNotice, ProBadge } from '../shared/GateNotice';
import { behaviorNotices, type Gate } from '../shared/gates';
import {
	BehaviorRulesFields,
	OncePerFields,
	PollResultsFields,
	RecontactFields,
} from './BehaviorRulesFields';
import { SettingsCard } from './SettingsCard';
import { FEATURES, behaviorGate } from './gates';
import { TriggerExtra } from './TriggerFields';

type Behavior = SurveySettings[ 'behavior' ];

function timingOptionLabel( timing: Timing ): string {
	switch ( timing ) {
		case 'immediate':
			return __( 'Immediately', 'userfeedback' );
		case 'delay':
			return __( 'After a delay', 'userfeedback' );
		case 'before_abandon':
			return __(
				'Before the visitor leaves the page (exit intent, desktop only)',
				'userfeedback'
			);
		case 'half_page':
			return __(
				'After the visitor scrolls half the page',
				'userfeedback'
			);
		case 'scroll':
			return __(
				'After the visitor scrolls part of the page',
				'userfeedback'
			);
		case 'click':
			return __( 'When the visitor clicks an element', 'userfeedback' );
		case 'api':
			return __( 'Only when the site’s code asks', 'userfeedback' );
	}
}

function displayLengthOptionLabel( length: DisplayLength ): string {
	switch ( length ) {
		case 'until_response':
			return __( 'Until the visitor responds', 'userfeedback' );
		case 'once':
			return __(
				'Only once, whether or not they respond',
				'userfeedback'
			);
		case 'repeatedly':
			return __( 'Repeatedly, even after they respond', 'userfeedback' );
	}
}

function runTimeOptionLabel( runTime: RunTime ): string {
	return runTime === 'expire'
		? __( 'Until a date', 'userfeedback' )
		: __( 'Indefinitely', 'userfeedback' );
}

/**
 * Whether a delay is whole seconds from 0 to 60.
 *
 * @param delay The delay.
 */
export function delayValid( delay: number ): boolean {
	return Number.isInteger( delay ) && delay >= 0 && delay <= MAX_DELAY;
}

/**
 * Whether an expiry is a real calendar day (any year, so 29 February counts).
 *
 * @param at The expiry month and day.
 */
export function expiryValid( at: Behavior[ 'expire_at' ] ): boolean {
	if (
		! at ||
		! Number.isInteger( at.month ) ||
		! Number.isInteger( at.day )
	) {
		return false;
	}
	const day = new Date( Date.UTC( 2024, at.month - 1, at.day ) );
	return day.getUTCMonth() === at.month - 1 && day.getUTCDate() === at.day;
}

/** A radio group of one behaviour setting, locked as its gate says. */
interface ChoiceGroupProps< T extends string > {
	/** The group's visible legend. */
	legend: string;
	/** The upgrade modal's name for the group. */
	feature: string;
	/** Whether the group is open, locked behind PRO, or locked by a notice. */
	gate: Gate;
	/** The radios' shared name, also the prefix of their ids. */
	name: string;
	options: readonly T[];
	/** The option that is checked. */
	value: T;
	/** The visible label of an option. */
	label: ( option: T ) => string;
	onChange: ( value: T ) => void;
	/** Id of an element that describes the group, e.g. its gate notice. */
	describedBy?: string;
	/** Extra controls after an option, e.g. the delay input after 'delay'. */
	after?: ( option: T ) => ReactNode;
}

function ChoiceGroup< T extends string >( {
	legend,
	feature,
	gate,
	name,
	options,
	value,
	label,
	onChange,
	describedBy,
	after,
}: ChoiceGroupProps< T > ) {
	const upgrade = useUpgradeModal();
	const lockId = `${ name }-lock`;
	// No preventDefault: React puts a controlled input back by itself, and preventing
	// the click leaves a controlled checkbox showing the wrong state (React #9023).
	const locked = () => {
		if ( gate === 'upgrade' ) {
			upgrade( feature );
		}
	};
	const described =
		[ describedBy, gate === 'upgrade' ? lockId : undefined ]
			.filter( Boolean )
			.join( ' ' ) || undefined;

	return (
		<fieldset className="uf-builder-behavior__group">
			<legend className="uf-builder-settings__legend">
				{ legend }
				{ gate === 'upgrade' && <ProBadge /> }
			</legend>
			{ gate === 'upgrade' && (
				<span id={ lockId } className="screen-reader-text">
					{ sprintf(
						/* translators: %s: feature name, e.g. Display Timing. */
						__( '%s is a PRO feature', 'userfeedback' ),
						feature
					) }
				</span>
			) }
			{ options.map( ( option ) => {
				const inputId = `${ name }-${ option }`;
				return (
					<div key={ option } className="uf-builder-radio">
						<input
							id={ inputId }
							type="radio"
							name={ name }
							value={ option }
							checked={ value === option }
							disabled={ gate === 'notice' }
							aria-disabled={
								gate === 'upgrade' ? true : undefined
							}
							aria-describedby={ described }
							onClick={ locked }
							onChange={ () =>
								gate === 'ok' && onChange( option )
							}
						/>
						<label htmlFor={ inputId }>{ label( option ) }</label>
						{ after?.( option ) }
					</div>
				);
			} ) }
		</fieldset>
	);
}

/** The month or the day of a survey's expiry: 0 (none chosen yet) or 1 to `count`. */
interface ExpirySelectProps {
	id: string;
	label: string;
	/** The label of the 0 option. */
	placeholder: string;
	value: number;
	count: number;
	optionLabel: ( n: number ) => string;
	disabled: boolean;
	/** The id of the expiry's error; the select is then marked invalid. */
	errorId?: string;
	/** The id of the group's gate notice, described when there is no error. */
	describedBy?: string;
	onChange: ( n: number ) => void;
}

function ExpirySelect( {
	id,
	label,
	placeholder,
	value,
	count,
	optionLabel,
	disabled,
	errorId,
	describedBy,
	onChange,
}: ExpirySelectProps ) {
	return (
		<>
			<label htmlFor={ id }>{ label }</label>
			<select
				id={ id }
				value={ String( value ) }
				disabled={ disabled }
				aria-invalid={ errorId ? true : undefined }
				aria-describedby={ errorId ?? describedBy }
				onChange={ ( event ) =>
					onChange( Number( event.target.value ) )
				}
			>
				<option value="0">{ placeholder }</option>
				{ Array.from( { length: count }, ( _, i ) => (
					<option key={ i + 1 } value={ String( i + 1 ) }>
						{ optionLabel( i + 1 ) }
					</option>
				) ) }
			</select>
		</>
	);
}

export function BehaviorCard() {
	const { survey, update, entitlements } = useBuilder();
	const upgrade = useUpgradeModal();
	const id = useId();
	const gate = behaviorGate( entitlements );
	const enabled = gate === 'ok';
	// What the survey uses: its own settings with the add-on, else the defaults.
	const behavior: Behavior = addonActive( entitlements, 'behavior' )
		? survey.settings.behavior
		: defaultBehavior();
	const noticeId = `${ id }-notice`;
	const describedBy = gate === 'notice' ? noticeId : undefined;

	const setBehavior = ( patch: Partial< Behavior > ) =>
		update( ( s ) => ( {
			...s,
			settings: {
				...s.settings,
				behavior: { ...s.settings.behavior, ...patch },
			},
		} ) );

	const delay = behavior.timing_delay;
	const delayEnabled = enabled && behavior.timing === 'delay';
	const delayError = delayEnabled && ! delayValid( delay );
	const expireEnabled = enabled && behavior.run_time === 'expire';
	const expireError = expireEnabled && ! expiryValid( behavior.expire_at );
	const at = behavior.expire_at;

	const setExpiry = ( part: 'month' | 'day', n: number ) =>
		setBehavior( {
			expire_at: {
				month: at?.month ?? 0,
				day: at?.day ?? 0,
				[ part ]: n,
			},
		} );

	// What every group of rules beside the card's own controls is given.
	const rulesProps = { id, gate, behavior, describedBy, setBehavior };

	return (
		<SettingsCard
			title={ __( 'Behavior', 'userfeedback' ) }
			name="behavior"
		>
			{ gate === 'notice' && (
				<GateNotice
					id={ noticeId }
					messages={ behaviorNotices( entitlements ) }
				/>
			) }

			<ChoiceGroup
				legend={ __( 'Display Timing', 'userfeedback' ) }
				feature={ FEATURES.displayTiming() }
				gate={ gate }
				name={ `${ id }-timing` }
				options={ TIMINGS }
				value={ behavior.timing }
				label={ timingOptionLabel }
				describedBy={ describedBy }
				onChange={ ( timing ) =>
					setBehavior(
						timing === 'delay' && ! delayValid( delay )
							? { timing, timing_delay: DEFAULT_DELAY }
							: { timing }
					)
				}
				after={ ( option ) =>
					option === 'delay' ? (
						<span className="uf-builder-behavior__delay">
							<label
								htmlFor={ `${ id }-delay` }
								className="screen-reader-text"
							>
								{ __( 'Delay in seconds', 'userfeedback' ) }
							</label>
							<input
								id={ `${ id }-delay` }
								type="number"
								className="small-text"
								min={ 0 }
								max={ MAX_DELAY }
								step={ 1 }
								inputMode="numeric"
								value={
									Number.isFinite( delay )
										? String( delay )
										: ''
								}
								disabled={ ! delayEnabled }
								aria-invalid={ delayError ? true : undefined }
								aria-describedby={ [
									`${ id }-delay-unit`,
									delayError
										? `${ id }-delay-error`
										: undefined,
									describedBy,
								]
									.filter( Boolean )
									.join( ' ' ) }
								onChange={ ( event ) => {
									const text = event.target.value.trim();
									setBehavior( {
										timing_delay:
											text === '' ? NaN : Number( text ),
									} );
								} }
							/>
							<span id={ `${ id }-delay-unit` }>
								{ __( 'seconds (0 to 60)', 'userfeedback' ) }
							</span>
							{ delayError && (
								<span
									id={ `${ id }-delay-error` }
									className="uf-builder-settings__error"
								>
									<span
										className="dashicons dashicons-warning"
										aria-hidden="true"
									/>
									{ sprintf(
										/* translators: %d: maximum delay in seconds. */
										__(
											'The delay must be between 0 and %d seconds.',
											'userfeedback'
										),
										MAX_DELAY
									) }
								</span>
							) }
						</span>
					) : (
						<TriggerExtra
							option={ option }
							id={ id }
							enabled={ enabled }
							behavior={ behavior }
							surveyId={ survey.id ?? 0 }
							describedBy={ describedBy }
							setBehavior={ setBehavior }
						/>
					)
				}
			/>

			<ChoiceGroup
				legend={ __( 'Display Length', 'userfeedback' ) }
				feature={ FEATURES.displayLength() }
				gate={ gate }
				name={ `${ id }-length` }
				options={ DISPLAY_LENGTHS }
				value={ behavior.display_length }
				label={ displayLengthOptionLabel }
				describedBy={ describedBy }
				onChange={ ( length ) =>
					setBehavior( { display_length: length } )
				}
			/>

			<RecontactFields { ...rulesProps } />

			<OncePerFields { ...rulesProps } />

			<PollResultsFields { ...rulesProps } />

			<ChoiceGroup
				legend={ __( 'Survey Run Time', 'userfeedback' ) }
				feature={ FEATURES.surveyRunTime() }
				gate={ gate }
				name={ `${ id }-run` }
				options={ RUN_TIMES }
				value={ behavior.run_time }
				label={ runTimeOptionLabel }
				describedBy={ describedBy }
				onChange={ ( runTime ) => setBehavior( { run_time: runTime } ) }
				after={ ( option ) =>
					option === 'expire' && (
						<span className="uf-builder-behavior__expiry">
							<ExpirySelect
								id={ `${ id }-month` }
								label={ __( 'Month', 'userfeedback' ) }
								placeholder={ __(
									'Choose a month',
									'userfeedback'
								) }
								value={ at?.month ?? 0 }
								count={ 12 }
								optionLabel={ monthName }
								disabled={ ! expireEnabled }
								errorId={
									expireError
										? `${ id }-expiry-error`
										: undefined
								}
								describedBy={ describedBy }
								onChange={ ( n ) => setExpiry( 'month', n ) }
							/>
							<ExpirySelect
								id={ `${ id }-day` }
								label={ __( 'Day', 'userfeedback' ) }
								placeholder={ __(
									'Choose a day',
									'userfeedback'
								) }
								value={ at?.day ?? 0 }
								count={ 31 }
								optionLabel={ String }
								disabled={ ! expireEnabled }
								errorId={
									expireError
										? `${ id }-expiry-error`
										: undefined
								}
								describedBy={ describedBy }
								onChange={ ( n ) => setExpiry( 'day', n ) }
							/>
							{ expireError && (
								<span
									id={ `${ id }-expiry-error` }
									className="uf-builder-settings__error"
								>
									<span
										className="dashicons dashicons-warning"
										aria-hidden="true"
									/>
									{ __(
										'Choose the month and day the survey expires.',
										'userfeedback'
									) }
								</span>
							) }
						</span>
					)
				}
			/>

			<fieldset className="uf-builder-behavior__group">
				<legend className="uf-builder-settings__legend">
					{ __( 'Minimized Survey', 'userfeedback' ) }
					{ gate === 'upgrade' && <ProBadge /> }
				</legend>
				<p className="uf-builder-toggle">
					<input
						id={ `${ id }-minimized` }
						type="checkbox"
						checked={ behavior.start_minimized }
						disabled={ gate === 'notice' }
						aria-disabled={ gate === 'upgrade' ? true : undefined }
						aria-describedby={ [
							`${ id }-minimized-help`,
							describedBy,
						]
							.filter( Boolean )
							.join( ' ' ) }
						onClick={ () => {
							if ( gate === 'upgrade' ) {
								upgrade( FEATURES.minimizedSurvey() );
							}
						} }
						onChange={ ( event ) =>
							enabled &&
							setBehavior( {
								start_minimized: event.target.checked,
							} )
						}
					/>
					<label htmlFor={ `${ id }-minimized` }>
						{ __( 'Start minimized', 'userfeedback' ) }
					</label>
				</p>
				<p id={ `${ id }-minimized-help` } className="description">
					{ __(
						'The widget starts closed; visitors open it from its button.',
						'userfeedback'
					) }
				</p>
			</fieldset>

			<BehaviorRulesFields { ...rulesProps } />
		</SettingsCard>
	);
}
