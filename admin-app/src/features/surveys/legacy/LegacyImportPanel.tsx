/**
 * The UserFeedback 1.x import on the surveys screen, for site admins of a site that had
 * 1.x: progress while it runs ("Importing responses: 12,000 of 200,000"), the result when done
 * (counts, every skipped row with its reason, which settings were carried over) with "Remove
 * UserFeedback 1.x data", and the reason with "Try again" when it failed.
 *
 * While this screen is open it drives the import itself, one batch (POST legacy-import) after
 * another, so an admin who waits sees it finish in seconds; WP-Cron carries on alone when they
 * leave.
 */
import { useEffect, useId, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../../components/Notice';
import { getGlobals } from '../../../data/globals';
import {
	isImporting,
	useLegacyImport,
	useRemoveLegacyData,
	useRunLegacyBatch,
	type LegacyImportState,
} from '../../../data/use-legacy-import';
import { toIntlLocale } from '../format-date';
import './legacy-import.scss';

/**
 * "12,000" in the site's locale.
 *
 * @param n The number.
 */
function count( n: number ): string {
	return new Intl.NumberFormat( toIntlLocale( getGlobals().locale ) ).format(
		n
	);
}

/**
 * The progress sentence (the admin notice says the same, LegacyImportRunner::message()).
 *
 * @param state The import's state.
 */
export function progressText( state: LegacyImportState ): string {
	const { imported, skipped, total } = state.responses;
	return sprintf(
		/* translators: 1: responses imported so far, 2: responses to import. */
		__( 'Importing responses: %1$s of %2$s', 'userfeedback' ),
		count( imported + skipped ),
		count( total )
	);
}

/**
 * The result sentence.
 *
 * @param state The import's state.
 */
export function doneText( state: LegacyImportState ): string {
	return sprintf(
		/* translators: 1: surveys imported, 2: responses imported, 3: responses skipped. */
		__(
			'Your UserFeedback 1.x data is imported: %1$s surveys and %2$s responses (%3$s skipped).',
			'userfeedback'
		),
		count( state.surveys.imported ),
		count( state.responses.imported ),
		count( state.responses.skipped )
	);
}

function Skipped( { state }: { state: LegacyImportState } ) {
	const { skipped } = state;
	const total =
		state.responses.skipped +
		( state.surveys.total - state.surveys.imported );
	if ( total === 0 ) {
		return null;
	}
	return (
		<details className="uf-legacy-import__skipped">
			<summary>
				{ sprintf(
					/* translators: %s: number of rows. */
					_n(
						'%s row was skipped',
						'%s rows were skipped',
						total,
						'userfeedback'
					),
					count( total )
				) }
			</summary>
			<ul>
				{ skipped.map( ( row ) => (
					<li key={ `${ row.kind }-${ row.id }` }>
						{ row.kind === 'survey'
							? sprintf(
									/* translators: 1: survey id, 2: why it was skipped. */
									__( 'Survey #%1$d: %2$s', 'userfeedback' ),
									row.id,
									row.reason
								)
							: sprintf(
									/* translators: 1: response id, 2: why it was skipped. */
									__(
										'Response #%1$d: %2$s',
										'userfeedback'
									),
									row.id,
									row.reason
								) }
					</li>
				) ) }
			</ul>
			{ skipped.length < total && (
				<p>
					{ sprintf(
						/* translators: %s: number of rows listed. */
						__( 'The first %s are listed.', 'userfeedback' ),
						count( skipped.length )
					) }
				</p>
			) }
		</details>
	);
}

export function LegacyImportPanel() {
	const started = getGlobals().legacy_import ?? 'none';
	const titleId = useId();
	const query = useLegacyImport( started !== 'none' );
	const batch = useRunLegacyBatch();
	const remove = useRemoveLegacyData();
	const [ removed, setRemoved ] = useState( false );
	const state = query.data;
	const working = !! state && isImporting( state.state );

	// One batch after another while the screen is open; a failed request stops until Retry.
	useEffect( () => {
		if ( working && ! batch.isPending && ! batch.isError ) {
			batch.mutate();
		}
		// batch.mutate is stable; the state and the request's status decide.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ working, state, batch.isPending, batch.isError ] );

	if ( started === 'none' ) {
		return null;
	}
	if ( query.isPending ) {
		return (
			<p className="uf-legacy-import__loading" role="status">
				<span className="spinner is-active" />
				{ __(
					'Checking the UserFeedback 1.x import…',
					'userfeedback'
				) }
			</p>
		);
	}
	if ( query.isError || ! state ) {
		return (
			<ErrorNotice
				error={ query.error }
				title={ __(
					'The UserFeedback 1.x import could not be checked.',
					'userfeedback'
				) }
			/>
		);
	}
	if ( removed ) {
		return (
			<Notice status="success">
				<p>
					{ __(
						'The UserFeedback 1.x data was removed. Your imported surveys and responses stay.',
						'userfeedback'
					) }
				</p>
			</Notice>
		);
	}
	if ( state.state === 'none' || state.removed ) {
		return null;
	}

	const confirmRemove = () => {
		if (
			// eslint-disable-next-line no-alert
			window.confirm(
				__(
					'Remove the UserFeedback 1.x tables and settings for good? Your imported surveys and responses stay.',
					'userfeedback'
				)
			)
		) {
			remove.mutate( undefined, { onSuccess: () => setRemoved( true ) } );
		}
	};

	return (
		<section className="uf-legacy-import" aria-labelledby={ titleId }>
			<h2 id={ titleId } className="uf-legacy-import__title">
				{ __( 'Switching from UserFeedback 1.x', 'userfeedback' ) }
			</h2>
			{ working && (
				<>
					<p role="status">{ progressText( state ) }</p>
					<progress
						className="uf-legacy-import__bar"
						max={ Math.max( 1, state.responses.total ) }
						value={
							state.responses.imported + state.responses.skipped
						}
						aria-label={ __( 'Import progress', 'userfeedback' ) }
					/>
					<p className="description">
						{ __(
							'Your 1.x surveys come first, then their responses. You can leave this screen: the import goes on in the background.',
							'userfeedback'
						) }
					</p>
					{ batch.isError && (
						<>
							<ErrorNotice
								error={ batch.error }
								title={ __(
									'A step of the import failed. Nothing was lost.',
									'userfeedback'
								) }
							/>
							<button
								type="button"
								className="button"
								onClick={ () => batch.reset() }
							>
								{ __( 'Retry', 'userfeedback' ) }
							</button>
						</>
					) }
				</>
			) }
			{ state.state === 'failed' && (
				<>
					<Notice status="error">
						<p>
							{ sprintf(
								/* translators: %s: the database's error message. */
								__(
									'The import stopped: %s Nothing was lost; it goes on from where it stopped when you start it again.',
									'userfeedback'
								),
								state.error ?? ''
							) }
						</p>
					</Notice>
					<button
						type="button"
						className="button button-primary"
						disabled={ batch.isPending }
						onClick={ () => batch.mutate() }
					>
						{ __( 'Try again', 'userfeedback' ) }
					</button>
				</>
			) }
			{ state.state === 'done' && (
				<>
					<Notice status="success">
						<p>{ doneText( state ) }</p>
					</Notice>
					<Skipped state={ state } />
					{ state.settings.mapped.length > 0 && (
						<p className="description">
							{ sprintf(
								/* translators: %s: list of setting names. */
								__(
									'Settings carried over: %s.',
									'userfeedback'
								),
								state.settings.mapped.join( ', ' )
							) }
						</p>
					) }
					<p>
						{ __(
							'The 1.x tables and settings stay on the site, untouched, until you remove them.',
							'userfeedback'
						) }
					</p>
					{ remove.isError && (
						<ErrorNotice
							error={ remove.error }
							title={ __(
								'The UserFeedback 1.x data could not be removed.',
								'userfeedback'
							) }
						/>
					) }
					<button
						type="button"
						className="button"
						disabled={ remove.isPending }
						onClick={ confirmRemove }
					>
						{ remove.isPending
							? __( 'Removing…', 'userfeedback' )
							: __(
									'Remove UserFeedback 1.x data',
									'userfeedback'
								) }
					</button>
				</>
			) }
		</section>
	);
}
