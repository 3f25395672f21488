/**
 * A response's tags as small chips (the responses list's rows). With `onSelect`, each chip is a
 * button that picks the tag (the list adds it as a filter); without, plain text.
 */
import { __, sprintf } from '@wordpress/i18n';

import './tags.scss';

export interface TagChipsProps {
	tags: string[];
	onSelect?: ( tag: string ) => void;
}

export function TagChips( { tags, onSelect }: TagChipsProps ) {
	if ( tags.length === 0 ) {
		return null;
	}
	return (
		<ul
			className="uf-tag-chips"
			aria-label={ __( 'Tags', 'userfeedback' ) }
		>
			{ tags.map( ( tag ) => (
				<li key={ tag }>
					{ onSelect ? (
						<button
							type="button"
							className="uf-tag-chip uf-tag-chip--button"
							onClick={ () => onSelect( tag ) }
							aria-label={ sprintf(
								/* translators: %s: a response tag. */
								__(
									'Show responses tagged %s',
									'userfeedback'
								),
								tag
							) }
						>
							{ tag }
						</button>
					) : (
						<span className="uf-tag-chip">{ tag }</span>
					) }
				</li>
			) ) }
		</ul>
	);
}
