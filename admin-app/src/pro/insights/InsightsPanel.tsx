/**
 * "Themes and sentiment" on a survey's results (Pro, on the AI summary's plan): what share of the
 * responses' open answers is positive, neutral or negative (under the results' range and filter;
 * a click filters the results by it), the trend week over week or month over month (changes
 * flagged only when larger than their margin, as the server says), and the survey's themes with
 * their responses and change, each with its comments and the owner's actions (ThemeItem).
 *
 * States: loading; "Reading answers…" while the background reads or re-matches (the themes are
 * asked for again meanwhile, and what is already known stays on screen); not available for the
 * survey's language; nothing read yet; an error with Retry.
 */
import { useId, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { Notice } from '../../components/Notice';
import { useToasts } from '../../components/Toast';
import { UpgradeNotice } from '../../components/UpgradeNotice';
import { getGlobals } from '../../data/globals';
import { formatDay } from '../../features/results/date-range';
import type { FilterSentiment } from '../../features/results/filter/model';
import { LoadError, Loading } from '../../features/results/states';
import { AddThemeForm } from './AddThemeForm';
import { ThemeItem } from './ThemeItem';
import { useThemes, useTrend, type TrendPeriod } from './data';
import {
	SENTIMENTS,
	panelThemes,
	sentimentLabel,
	sentimentShares,
	trendLine,
	type SentimentCounts,
} from './model';

import './insights.scss';

export interface InsightsPanelProps {
	surveyId: number;
	/** The results' sentiment counts (range and filter), when the server gave them. */
	sentiment?: SentimentCounts | null;
	/** The results' theme counts (range and filter), when the server gave them. */
	themeCounts?: ReadonlyArray< { id: number; count: number } > | null;
	/** The results' filter parameters (the trend is read under them). */
	filter: Readonly< Record< string, string > >;
	activeSentiment?: FilterSentiment;
	/** The theme the results are filtered by (its id, as text). */
	activeTheme?: string;
	/** Sets or clears the results' sentiment or theme filter. */
	onFilter: ( change: {
		sentiment?: FilterSentiment | null;
		theme?: number | null;
	} ) => void;
}

export function InsightsPanel( {
	surveyId,
	sentiment,
	themeCounts,
	filter,
	activeSentiment,
	activeTheme,
	onFilter: setFilter,
}: InsightsPanelProps ) {
	const ids = useId();
	const [ period, setPeriod ] = useState< TrendPeriod >( 'week' );
	const themesHeading = useRef< HTMLHeadingElement >( null );
	const toasts = useToasts();
	const themes = useThemes( surveyId );
	const available = themes.data && themes.data.state !== 'not_available';
	const trend = useTrend( surveyId, period, filter, !! available );
	const titleId = `${ ids }-title`;

	const header = (
		<div className="uf-results-panel__header">
			<h2 id={ titleId } className="uf-results-panel__title">
				{ __( 'Themes and sentiment', 'userfeedback' ) }
			</h2>
		</div>
	);
	const frame = ( body: React.ReactNode ) => (
		<section
			className="uf-results-panel uf-insights"
			aria-labelledby={ titleId }
		>
			{ header }
			{ body }
		</section>
	);

	if ( themes.isPending ) {
		return frame(
			<Loading
				label={ __( 'Loading themes and sentiment…', 'userfeedback' ) }
			/>
		);
	}
	if ( themes.error?.code === 'userfeedback_upgrade_required' ) {
		// The server's gate has the last word (a licence that lapsed since the page loaded).
		return frame(
			<UpgradeNotice>
				{ __(
					'Themes and sentiment come with UserFeedback Pro on the Pro or Elite plan.',
					'userfeedback'
				) }
			</UpgradeNotice>
		);
	}
	if ( themes.isError ) {
		return frame(
			<LoadError
				error={ themes.error }
				title={ __(
					'Themes and sentiment could not be loaded.',
					'userfeedback'
				) }
				onRetry={ () => void themes.refetch() }
				isRetrying={ themes.isFetching }
			/>
		);
	}
	if ( themes.data.state === 'not_available' ) {
		return frame(
			<Notice status="info">
				<p>
					{ __(
						'Themes and sentiment are not available for this language.',
						'userfeedback'
					) }
				</p>
			</Notice>
		);
	}

	const counts: SentimentCounts | null =
		sentiment ?? trend.data?.current.sentiment ?? null;
	const { total, shares } = sentimentShares(
		counts ?? { positive: 0, neutral: 0, negative: 0 }
	);
	const list = panelThemes(
		themes.data.themes,
		themeCounts,
		trend.data?.themes
	);
	// The results change under the new filter; the change is said, as the filter bar's are.
	const onFilter = ( change: Parameters< typeof setFilter >[ 0 ] ) => {
		setFilter( change );
		if ( change.sentiment !== undefined ) {
			toasts.show(
				change.sentiment
					? sprintf(
							/* translators: %s: Positive, Neutral or Negative. */
							__(
								'Results filtered by sentiment: %s.',
								'userfeedback'
							),
							sentimentLabel( change.sentiment )
						)
					: __( 'Sentiment filter removed.', 'userfeedback' )
			);
		}
		if ( change.theme !== undefined ) {
			const theme = list.find( ( entry ) => entry.id === change.theme );
			toasts.show(
				theme
					? sprintf(
							/* translators: %s: a theme. */
							__(
								'Results filtered by theme: %s.',
								'userfeedback'
							),
							theme.label
						)
					: __( 'Theme filter removed.', 'userfeedback' )
			);
		}
	};
	const processing = themes.data.state === 'processing';
	const trendTotals = trend.data
		? {
				previous: trend.data.previous.responses,
				current: trend.data.current.responses,
			}
		: null;
	const { locale } = getGlobals();
	const day = ( value: string ) => formatDay( value, locale, true );

	return frame(
		<>
			<p className="uf-insights__status" role="status">
				{ processing && (
					<>
						{ /* A state that may last minutes in the background, not a page still loading: no spinner. */ }
						<span
							className="dashicons dashicons-update"
							aria-hidden="true"
						/>
						{ __( 'Reading answers…', 'userfeedback' ) }
					</>
				) }
			</p>
			{ total === 0 && list.length === 0 ? (
				<p className="uf-insights__empty">
					{ processing
						? __(
								'Sentiment and themes appear here once the open answers are read.',
								'userfeedback'
							)
						: __(
								'No open answers have been read yet. Sentiment and themes appear here once respondents write comments.',
								'userfeedback'
							) }
				</p>
			) : (
				<div className="uf-insights__sentiment">
					<h3 id={ `${ ids }-sentiment` }>
						{ __( 'Sentiment', 'userfeedback' ) }
					</h3>
					<p className="uf-insights__note">
						{ sprintf(
							/* translators: %d: number of responses. */
							_n(
								'Of %d response with a written answer. Choose one to filter the results.',
								'Of %d responses with a written answer. Choose one to filter the results.',
								total,
								'userfeedback'
							),
							total
						) }
					</p>
					<ul
						className="uf-insights-shares"
						aria-labelledby={ `${ ids }-sentiment` }
					>
						{ SENTIMENTS.map( ( key ) => (
							<li key={ key }>
								<button
									type="button"
									className={ `uf-insights-share is-${ key }` }
									aria-pressed={ activeSentiment === key }
									onClick={ () =>
										onFilter( {
											sentiment:
												activeSentiment === key
													? null
													: key,
										} )
									}
								>
									<span className="uf-insights-share__name">
										{ sentimentLabel( key ) }
									</span>
									<span className="uf-insights-share__value">
										{ `${ shares[ key ] }%` }
									</span>
									<span className="uf-insights-share__count">
										{ sprintf(
											/* translators: %d: number of responses. */
											_n(
												'%d response',
												'%d responses',
												counts?.[ key ] ?? 0,
												'userfeedback'
											),
											counts?.[ key ] ?? 0
										) }
									</span>
									<span
										className="uf-insights-share__bar"
										aria-hidden="true"
									>
										<span
											style={ {
												width: `${ shares[ key ] }%`,
											} }
										/>
									</span>
								</button>
							</li>
						) ) }
					</ul>
				</div>
			) }

			<div className="uf-insights__trend">
				<div className="uf-insights__trend-head">
					<h3 id={ `${ ids }-trend` }>
						{ __( 'Trend', 'userfeedback' ) }
					</h3>
					<div
						className="uf-insights-period"
						role="group"
						aria-label={ __( 'Trend period', 'userfeedback' ) }
					>
						{ (
							[
								[ 'week', __( 'Week', 'userfeedback' ) ],
								[ 'month', __( 'Month', 'userfeedback' ) ],
							] as const
						 ).map( ( [ key, text ] ) => (
							<button
								key={ key }
								type="button"
								className="button button-small"
								aria-pressed={ period === key }
								onClick={ () => setPeriod( key ) }
							>
								{ text }
							</button>
						) ) }
					</div>
				</div>
				{ trend.isPending && (
					<Loading
						label={ __( 'Loading the trend…', 'userfeedback' ) }
					/>
				) }
				{ trend.isError && (
					<LoadError
						error={ trend.error }
						title={ __(
							'The trend could not be loaded.',
							'userfeedback'
						) }
						onRetry={ () => void trend.refetch() }
						isRetrying={ trend.isFetching }
					/>
				) }
				{ trend.data && (
					<div aria-busy={ trend.isFetching }>
						<p className="uf-insights__note" role="status">
							{ sprintf(
								/* translators: 1: first day of the earlier period. 2: its last day. 3: first day of this period. 4: its last day. */
								__(
									'%1$s – %2$s → %3$s – %4$s',
									'userfeedback'
								),
								day( trend.data.previous.from ),
								day( trend.data.previous.to ),
								day( trend.data.current.from ),
								day( trend.data.current.to )
							) }
						</p>
						<ul className="uf-insights-trend">
							{ SENTIMENTS.map( ( key ) => {
								const line = trendLine(
									trend.data.previous.sentiment[ key ],
									trend.data.previous.responses,
									trend.data.current.sentiment[ key ],
									trend.data.current.responses,
									trend.data.sentiment_change[ key ]
										?.change ?? null,
									trend.data.sentiment_change[ key ]
										?.flagged ?? null
								);
								return (
									<li
										key={ key }
										className={ `uf-insights-trend__line${
											line.flagged ? ' is-flagged' : ''
										}` }
									>
										<span className="uf-insights-trend__name">
											{ sentimentLabel( key ) }
										</span>{ ' ' }
										{ line.text }
										{ line.flagged && (
											<strong className="uf-insights-flag">
												{ __(
													'Notable change',
													'userfeedback'
												) }
											</strong>
										) }
									</li>
								);
							} ) }
						</ul>
					</div>
				) }
			</div>

			<div className="uf-insights__themes">
				<h3
					id={ `${ ids }-themes` }
					ref={ themesHeading }
					tabIndex={ -1 }
				>
					{ __( 'Themes', 'userfeedback' ) }
				</h3>
				{ list.length === 0 ? (
					<p className="uf-insights__note">
						{ __(
							'No themes yet: they are suggested once enough answers are read, or add your own.',
							'userfeedback'
						) }
					</p>
				) : (
					<ul
						className="uf-insights-themes"
						aria-labelledby={ `${ ids }-themes` }
					>
						{ list.map( ( theme ) => (
							<ThemeItem
								key={ theme.id }
								surveyId={ surveyId }
								theme={ theme }
								themes={ list }
								trendTotals={ trendTotals }
								isFilter={ activeTheme === String( theme.id ) }
								onFilter={ ( id ) => onFilter( { theme: id } ) }
								onRemoved={ () =>
									window.requestAnimationFrame( () =>
										themesHeading.current?.focus()
									)
								}
							/>
						) ) }
					</ul>
				) }
				<AddThemeForm surveyId={ surveyId } themes={ list } />
			</div>
		</>
	);
}
