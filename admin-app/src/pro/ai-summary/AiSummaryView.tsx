/**
 * One AI summary: its text, the sentiment split, the themes with their share of responses and
 * quotes linked to their responses, and a line saying how it was made (on this site, or which
 * model and what was sent to it — counts, never text).
 */
import { useId } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import type { AiSummary, AiTheme, SentimentSplit } from '../../data/use-ai';
import { formatDateTime } from '../../features/surveys/format-date';
import { ResponseLink } from '../../features/results/AnswerList';
import { formatNumber } from '../../features/results/DataCards';

/**
 * Paragraphs of the summary's plain text (blank lines separate them).
 *
 * @param text The summary's text.
 */
export function paragraphsOf( text: string ): string[] {
	return text
		.split( /\n\s*\n/ )
		.map( ( paragraph ) => paragraph.trim() )
		.filter( ( paragraph ) => paragraph !== '' );
}

const SENTIMENTS = [ 'positive', 'neutral', 'negative' ] as const;

function sentimentLabel( key: ( typeof SENTIMENTS )[ number ] ): string {
	switch ( key ) {
		case 'positive':
			return __( 'Positive', 'userfeedback' );
		case 'neutral':
			return __( 'Neutral', 'userfeedback' );
		case 'negative':
			return __( 'Negative', 'userfeedback' );
	}
}

/**
 * "Positive 48%".
 *
 * @param key   The sentiment.
 * @param split Percentages.
 */
function sentimentText(
	key: ( typeof SENTIMENTS )[ number ],
	split: SentimentSplit
): string {
	return sprintf(
		/* translators: 1: sentiment (Positive, Neutral, Negative). 2: percentage. */
		__( '%1$s %2$d%%', 'userfeedback' ),
		sentimentLabel( key ),
		split[ key ]
	);
}

interface SentimentBarProps {
	split: SentimentSplit;
	/** What the split is of, for assistive technology. */
	label: string;
}

/**
 * A stacked bar (decoration for screen readers) and its legend with the numbers.
 *
 * @param props       The split and what it describes.
 * @param props.split Percentages.
 * @param props.label What the split is of.
 */
export function SentimentBar( { split, label }: SentimentBarProps ) {
	return (
		<div className="uf-ai-sentiment">
			<div className="uf-ai-sentiment__bar" aria-hidden="true">
				{ SENTIMENTS.map( ( key ) =>
					split[ key ] > 0 ? (
						<span
							key={ key }
							className={ `uf-ai-sentiment__part is-${ key }` }
							style={ { width: `${ split[ key ] }%` } }
						/>
					) : null
				) }
			</div>
			<ul className="uf-ai-sentiment__legend" aria-label={ label }>
				{ SENTIMENTS.map( ( key ) => (
					<li key={ key }>
						<span
							className={ `uf-ai-sentiment__swatch is-${ key }` }
							aria-hidden="true"
						/>
						{ sentimentText( key, split ) }
					</li>
				) ) }
			</ul>
		</div>
	);
}

/**
 * The sentiment a theme leans to: the side with at least half of its responses, else mixed.
 *
 * @param split Percentages.
 */
export function leaning(
	split: SentimentSplit
): ( typeof SENTIMENTS )[ number ] | 'mixed' {
	return SENTIMENTS.find( ( key ) => split[ key ] >= 50 ) ?? 'mixed';
}

function leaningLabel( lean: ReturnType< typeof leaning > ): string {
	switch ( lean ) {
		case 'positive':
			return __( 'Mostly positive', 'userfeedback' );
		case 'negative':
			return __( 'Mostly negative', 'userfeedback' );
		case 'neutral':
			return __( 'Mostly neutral', 'userfeedback' );
		case 'mixed':
			return __( 'Mixed', 'userfeedback' );
	}
}

/**
 * "Mostly negative", with the whole split in its tooltip and for screen readers.
 *
 * @param props       The split.
 * @param props.split Percentages.
 */
function SentimentTag( { split }: { split: SentimentSplit } ) {
	const lean = leaning( split );
	const detail = SENTIMENTS.map( ( key ) =>
		sentimentText( key, split )
	).join( ', ' );
	return (
		<p className={ `uf-ai-theme__sentiment is-${ lean }` } title={ detail }>
			<span className="uf-ai-theme__dot" aria-hidden="true" />
			{ leaningLabel( lean ) }
			<span className="screen-reader-text">{ ` (${ detail })` }</span>
		</p>
	);
}

interface ThemeProps {
	theme: AiTheme;
	surveyId: number;
	locale: string;
}

function Theme( { theme, surveyId, locale }: ThemeProps ) {
	return (
		<li className="uf-ai-theme">
			<div className="uf-ai-theme__header">
				<h4 className="uf-ai-theme__label">{ theme.label }</h4>
				<span className="uf-ai-theme__share">
					{ sprintf(
						/* translators: 1: percentage of responses. 2: number of responses. */
						__( '%1$d%% of responses (%2$s)', 'userfeedback' ),
						theme.share,
						formatNumber( theme.responses, locale )
					) }
				</span>
			</div>
			<div className="uf-ai-theme__meter" aria-hidden="true">
				<span style={ { width: `${ theme.share }%` } } />
			</div>
			<SentimentTag split={ theme.sentiment } />
			{ theme.quotes.length > 0 && (
				<ul className="uf-ai-theme__quotes">
					{ theme.quotes.map( ( quote ) => (
						<li
							key={ `${ quote.response_id }-${ quote.question_id }` }
						>
							<blockquote className="uf-ai-quote">
								<p>{ quote.text }</p>
							</blockquote>
							<ResponseLink
								className="uf-ai-quote__link"
								surveyId={ surveyId }
								responseId={ quote.response_id }
							/>
						</li>
					) ) }
				</ul>
			) }
		</li>
	);
}

/**
 * How the summary was made, e.g. "Generated 21 Nov 2026, 17:15 from 89 responses with written
 * feedback. Written on this site: no answers left it."
 *
 * @param summary  The summary.
 * @param locale   WordPress locale.
 * @param timeZone Site time zone.
 */
export function provenance(
	summary: AiSummary,
	locale: string,
	timeZone: string
): string[] {
	const lines: string[] = [];
	const when = formatDateTime( summary.generated_at, locale, timeZone );
	const analysed = summary.analysed?.responses;
	lines.push(
		analysed === undefined
			? sprintf(
					/* translators: %s: date and time. */
					__( 'Generated %s.', 'userfeedback' ),
					when
				)
			: sprintf(
					/* translators: 1: date and time. 2: number of responses. */
					_n(
						'Generated %1$s from %2$s response with written feedback.',
						'Generated %1$s from %2$s responses with written feedback.',
						analysed,
						'userfeedback'
					),
					when,
					formatNumber( analysed, locale )
				)
	);
	if ( summary.provider === 'onsite' ) {
		lines.push(
			__(
				'Written on this site by the built-in summarizer: no answers left your site.',
				'userfeedback'
			)
		);
		return lines;
	}
	lines.push(
		sprintf(
			/* translators: %s: model name. */
			__( 'Written by your own model (%s).', 'userfeedback' ),
			summary.model ?? ''
		)
	);
	const sent = summary.sent;
	if ( sent ) {
		lines.push(
			sprintf(
				/* translators: 1: number of answers. 2: number of responses. 3: number of characters. */
				__(
					'Sent to it: %1$s answers from %2$s responses (%3$s characters), newest first.',
					'userfeedback'
				),
				formatNumber( sent.answers, locale ),
				formatNumber( sent.responses, locale ),
				formatNumber( sent.characters, locale )
			) +
				( sent.truncated
					? ' ' + __( 'Older answers were left out.', 'userfeedback' )
					: '' )
		);
		lines.push(
			sprintf(
				/* translators: 1: e-mail addresses. 2: phone numbers. 3: IP addresses. 4: names. */
				__(
					'Removed before sending: %1$s email addresses, %2$s phone numbers, %3$s IP addresses, %4$s names.',
					'userfeedback'
				),
				formatNumber( sent.removed.emails, locale ),
				formatNumber( sent.removed.phones, locale ),
				formatNumber( sent.removed.ips, locale ),
				formatNumber( sent.removed.names, locale )
			)
		);
	}
	return lines;
}

interface AiSummaryViewProps {
	summary: AiSummary;
	surveyId: number;
}

export function AiSummaryView( { summary, surveyId }: AiSummaryViewProps ) {
	const { locale, timezone } = getGlobals();
	const themesId = useId();
	const sentimentId = useId();
	return (
		<div className="uf-ai-summary">
			<div className="uf-ai-summary__text">
				{ paragraphsOf( summary.text ).map( ( paragraph, index ) => (
					<p key={ index }>{ paragraph }</p>
				) ) }
			</div>
			{ ( summary.sentiment || summary.themes.length > 0 ) && (
				<div className="uf-ai-summary__details">
					{ summary.sentiment && (
						<section
							className="uf-ai-summary__sentiment"
							aria-labelledby={ sentimentId }
						>
							<h3
								id={ sentimentId }
								className="uf-ai-summary__heading"
							>
								{ __( 'Sentiment', 'userfeedback' ) }
							</h3>
							<SentimentBar
								split={ summary.sentiment }
								label={ __(
									'Sentiment of the responses',
									'userfeedback'
								) }
							/>
						</section>
					) }
					{ summary.themes.length > 0 && (
						<section
							className="uf-ai-summary__themes"
							aria-labelledby={ themesId }
						>
							<h3
								id={ themesId }
								className="uf-ai-summary__heading"
							>
								{ __( 'Themes', 'userfeedback' ) }
							</h3>
							<ul className="uf-ai-themes">
								{ summary.themes.map( ( theme ) => (
									<Theme
										key={ theme.label }
										theme={ theme }
										surveyId={ surveyId }
										locale={ locale }
									/>
								) ) }
							</ul>
						</section>
					) }
				</div>
			) }
			<div className="uf-ai-summary__meta">
				{ provenance( summary, locale, timezone ).map( ( line ) => (
					<p key={ line }>{ line }</p>
				) ) }
			</div>
		</div>
	);
}
