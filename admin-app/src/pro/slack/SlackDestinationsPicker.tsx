/**
 * The builder's choice of Slack destinations (Pro with a pro or elite licence, administrators):
 * a checkbox per destination of Settings → Integrations, or a link there when there is none yet.
 * Loaded from its own chunk by features/surveys/builder/settings/SlackNotifications.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice } from '../../components/Notice';
import { adminPageUrl, getGlobals } from '../../data/globals';
import { useSlackDestinations } from './use-slack';

interface SlackDestinationsPickerProps {
	/** The destinations the survey chose. */
	chosen: number[];
	onChange: ( destinations: number[] ) => void;
}

export function SlackDestinationsPicker( {
	chosen,
	onChange,
}: SlackDestinationsPickerProps ) {
	const id = useId();
	const destinations = useSlackDestinations();
	const settings = `${ adminPageUrl(
		getGlobals().admin_url,
		'settings'
	) }#/integrations`;

	if ( destinations.isPending ) {
		return (
			<p role="status">
				<span className="spinner is-active" aria-hidden="true" />
				{ __( 'Loading Slack destinations…', 'userfeedback' ) }
			</p>
		);
	}
	if ( destinations.isError ) {
		return (
			<ErrorNotice
				error={ destinations.error }
				title={ __(
					'The Slack destinations could not be loaded.',
					'userfeedback'
				) }
			/>
		);
	}
	const list = destinations.data;
	// A destination deleted since is dropped on the next change (it posts nowhere anyway).
	const known = chosen.filter( ( one ) =>
		list.some( ( destination ) => destination.id === one )
	);
	if ( list.length === 0 ) {
		return (
			<p>
				{ __( 'No Slack destinations yet.', 'userfeedback' ) }{ ' ' }
				<a href={ settings }>
					{ __(
						'Add one in Settings → Integrations',
						'userfeedback'
					) }
				</a>
			</p>
		);
	}
	return (
		<fieldset className="uf-builder-slack__destinations">
			<legend className="uf-builder-settings__legend">
				{ __( 'Post new responses to', 'userfeedback' ) }
			</legend>
			{ list.map( ( destination ) => (
				<p className="uf-builder-toggle" key={ destination.id }>
					<input
						id={ `${ id }-${ destination.id }` }
						type="checkbox"
						checked={ chosen.includes( destination.id ) }
						onChange={ ( event ) =>
							onChange(
								event.target.checked
									? [ ...known, destination.id ]
									: known.filter(
											( one ) => one !== destination.id
										)
							)
						}
					/>
					<label htmlFor={ `${ id }-${ destination.id }` }>
						{ destination.active
							? destination.name
							: sprintf(
									/* translators: %s: destination name. */
									__( '%s (turned off)', 'userfeedback' ),
									destination.name
								) }
					</label>
				</p>
			) ) }
			<p className="description">
				<a href={ settings }>
					{ __(
						'Manage Slack destinations in Settings → Integrations',
						'userfeedback'
					) }
				</a>
			</p>
		</fieldset>
	);
}
