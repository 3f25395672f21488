/**
 * A wp-admin postbox holding one group of survey settings, titled by an h2 that also names the
 * region for assistive technology.
 */
import { useId, type ReactNode } from 'react';

interface SettingsCardProps {
	title: string;
	/** A modifier for the card's class, e.g. 'targeting'. */
	name: string;
	children: ReactNode;
}

export function SettingsCard( { title, name, children }: SettingsCardProps ) {
	const headingId = useId();
	return (
		<section
			className={ `postbox uf-builder-settings-card uf-builder-settings-card--${ name }` }
			aria-labelledby={ headingId }
		>
			<div className="postbox-header">
				<h2 id={ headingId } className="hndle">
					{ title }
				</h2>
			</div>
			<div className="inside">{ children }</div>
		</section>
	);
}
