/**
 * A language's file for a translator: "Download for translator (XLIFF)" makes the file of the
 * saved survey's texts in that language, "Upload translation" sends the translated file back,
 * which the server saves into the survey; the builder then holds the saved survey, and the
 * result (what was imported, what the file could not place) stays under the language, announced.
 *
 * Both work on the saved survey, so a builder with changes not saved yet asks for a save first
 * rather than make a file without them, or lose them under the uploaded texts.
 */
import { useId, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { XLIFF_MAX_BYTES } from '@userfeedback/contract';
import { readText, saveFile } from '../../../../components/files';
import { useUpgradeModal } from '../../../../components/upgrade-modal';
import type { ApiError } from '../../../../data/api';
import {
	useDownloadXliff,
	useUploadXliff,
	type XliffImported,
} from '../../../../data/use-survey-xliff';
import { useBuilder } from '../BuilderContext';
import { languageName } from './languages';

interface Message {
	text: string;
	error: boolean;
}

/**
 * What an upload did, in words.
 *
 * @param result The server's summary.
 */
function summary( result: XliffImported ): string {
	const parts: string[] = [
		sprintf(
			/* translators: %d: number of texts. */
			_n(
				'%d text imported',
				'%d texts imported',
				result.imported,
				'userfeedback'
			),
			result.imported
		),
		sprintf(
			/* translators: %d: number of texts. */
			_n(
				'%d unchanged',
				'%d unchanged',
				result.unchanged,
				'userfeedback'
			),
			result.unchanged
		),
		sprintf(
			/* translators: %d: number of texts. */
			_n(
				'%d not translated in the file',
				'%d not translated in the file',
				result.untranslated,
				'userfeedback'
			),
			result.untranslated
		),
	];
	if ( result.unknown > 0 ) {
		parts.push(
			sprintf(
				/* translators: %d: number of texts. */
				_n(
					'%d ignored (no such text in the survey)',
					'%d ignored (no such texts in the survey)',
					result.unknown,
					'userfeedback'
				),
				result.unknown
			)
		);
	}
	let text: string = sprintf(
		/* translators: %s: what the upload did, e.g. "3 texts imported, 2 unchanged". */
		__( 'Translation uploaded: %s.', 'userfeedback' ),
		parts.join( ', ' )
	);
	if ( result.source_changed.length > 0 ) {
		text +=
			' ' +
			sprintf(
				/* translators: %s: the texts' ids in the file, comma-separated. */
				__(
					'The survey’s own text changed since the file was made for: %s. They were imported; check them.',
					'userfeedback'
				),
				result.source_changed.join( ', ' )
			);
	}
	return text;
}

export function XliffActions( { locale }: { locale: string } ) {
	const {
		survey,
		stored,
		dirty,
		saving,
		autosaving,
		entitlements,
		adoptSaved,
	} = useBuilder();
	const id = useId();
	const input = useRef< HTMLInputElement >( null );
	const upgrade = useUpgradeModal();
	const download = useDownloadXliff();
	const upload = useUploadXliff();
	const [ message, setMessage ] = useState< Message | null >( null );
	const name = languageName( locale );
	const saved = stored?.id ?? null;
	const busy = download.isPending || upload.isPending;

	// The file is the saved survey's: unsaved changes (the language itself, maybe) come first.
	const unsaved = (): boolean => {
		if (
			saved === null ||
			dirty ||
			saving ||
			autosaving ||
			! stored?.translations?.[ locale ]
		) {
			setMessage( {
				text: __(
					'This survey has changes that are not saved yet. Save it first: the file is made from the saved survey, and an upload replaces this language’s saved texts.',
					'userfeedback'
				),
				error: true,
			} );
			return true;
		}
		return false;
	};

	const failed = ( error: ApiError ) =>
		setMessage( { text: error.message, error: true } );

	const onDownload = () => {
		if ( unsaved() || saved === null ) {
			return;
		}
		setMessage( null );
		download.mutate(
			{ id: saved, locale },
			{
				onSuccess: ( file ) => {
					saveFile(
						file.filename,
						file.content,
						'application/xliff+xml'
					);
					setMessage( {
						text: sprintf(
							/* translators: %s: the file's name. */
							__( 'Downloaded %s.', 'userfeedback' ),
							file.filename
						),
						error: false,
					} );
				},
				onError: failed,
			}
		);
	};

	const onFile = async ( file: File | undefined ) => {
		if ( input.current ) {
			input.current.value = '';
		}
		if ( ! file || unsaved() || saved === null ) {
			return;
		}
		if ( file.size > XLIFF_MAX_BYTES ) {
			setMessage( {
				text: __(
					'The file is larger than 1 MB, more than a survey’s texts ever take: choose the XLIFF file of this survey’s language.',
					'userfeedback'
				),
				error: true,
			} );
			return;
		}
		setMessage( null );
		try {
			const result = await upload.mutateAsync( {
				id: saved,
				locale,
				content: await readText( file ),
			} );
			// The builder had nothing unsaved (checked above): it takes the saved survey.
			adoptSaved( result.survey );
			setMessage( { text: summary( result ), error: false } );
		} catch ( caught ) {
			failed( caught as ApiError );
		}
	};

	return (
		<div className="uf-languages__xliff">
			<button
				type="button"
				className="button"
				disabled={ busy }
				onClick={ onDownload }
			>
				{ __( 'Download for translator (XLIFF)', 'userfeedback' ) }
				<span className="screen-reader-text">: { name }</span>
			</button>
			{ entitlements.can_translate ? (
				<span className="uf-languages__upload">
					<label htmlFor={ `${ id }-file` }>
						{ __( 'Upload translation', 'userfeedback' ) }
						<span className="screen-reader-text">: { name }</span>
					</label>{ ' ' }
					<input
						ref={ input }
						id={ `${ id }-file` }
						type="file"
						accept=".xlf,.xliff,.xml"
						disabled={ busy || survey.id === null }
						onChange={ ( event ) =>
							void onFile( event.target.files?.[ 0 ] )
						}
					/>
				</span>
			) : (
				<button
					type="button"
					className="button"
					aria-disabled
					onClick={ () =>
						upgrade( __( 'Translations', 'userfeedback' ) )
					}
				>
					{ __( 'Upload translation', 'userfeedback' ) }
					<span className="screen-reader-text">: { name }</span>
				</button>
			) }
			{ /* Always in the page, so each new result is announced. */ }
			<p role="status" className="uf-languages__result">
				{ message && ! message.error ? message.text : '' }
			</p>
			{ message?.error && (
				<p role="alert" className="uf-translation__error">
					{ message.text }
				</p>
			) }
		</div>
	);
}
