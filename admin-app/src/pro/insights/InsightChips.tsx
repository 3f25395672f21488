/**
 * A response's insights as small chips on the responses list's rows: the sentiments its open
 * answers were read as, then their themes. With the select callbacks each chip is a button that
 * filters the list by it (as a tag chip does); without, plain text.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	sentimentLabel,
	type FilterSentiment,
} from '../../features/results/filter/model';

import '../tags/tags.scss';
import './insight-chips.scss';

export interface InsightChipsProps {
	sentiments: FilterSentiment[];
	themes: ReadonlyArray< { id: number; label: string } >;
	onSentiment?: ( sentiment: FilterSentiment ) => void;
	onTheme?: ( themeId: number ) => void;
}

export function InsightChips( {
	sentiments,
	themes,
	onSentiment,
	onTheme,
}: InsightChipsProps ) {
	if ( sentiments.length === 0 && themes.length === 0 ) {
		return null;
	}
	return (
		<ul
			className="uf-tag-chips uf-insight-chips"
			aria-label={ __( 'Sentiment and themes', 'userfeedback' ) }
		>
			{ sentiments.map( ( sentiment ) => (
				<li key={ sentiment }>
					{ onSentiment ? (
						<button
							type="button"
							className={ `uf-tag-chip uf-tag-chip--button uf-insight-chip--${ sentiment }` }
							onClick={ () => onSentiment( sentiment ) }
							aria-label={ sprintf(
								/* translators: %s: Positive, Neutral or Negative. */
								__(
									'Show responses with a comment read as %s',
									'userfeedback'
								),
								sentimentLabel( sentiment )
							) }
						>
							{ sentimentLabel( sentiment ) }
						</button>
					) : (
						<span
							className={ `uf-tag-chip uf-insight-chip--${ sentiment }` }
						>
							{ sentimentLabel( sentiment ) }
						</span>
					) }
				</li>
			) ) }
			{ themes.map( ( theme ) => (
				<li key={ theme.id }>
					{ onTheme ? (
						<button
							type="button"
							className="uf-tag-chip uf-tag-chip--button uf-insight-chip--theme"
							onClick={ () => onTheme( theme.id ) }
							aria-label={ sprintf(
								/* translators: %s: a theme's name. */
								__( 'Show responses about %s', 'userfeedback' ),
								theme.label
							) }
						>
							{ theme.label }
						</button>
					) : (
						<span className="uf-tag-chip uf-insight-chip--theme">
							{ theme.label }
						</span>
					) }
				</li>
			) ) }
		</ul>
	);
}
