/**
 * The block in the editor. Without a survey: a placeholder with the picker. With one: the survey
 * as visitors get it (the widget's preview), under a notice when visitors would not see it
 * (draft, Trash, scheduled, or not shown on this plan: the server's `display`), with "Change
 * survey" in the block toolbar and the sidebar, the language it shows in (for a translated
 * survey), and a link to edit the survey in UserFeedback.
 */
import { useEffect, useRef, useState } from 'react';
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	Notice,
	PanelBody,
	Placeholder,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { editSurveyUrl, editorData, newSurveyUrl } from './editor-data';
import { icon } from './icon';
import { LanguageControl } from './language-control';
import { displayNotice, statusLabel } from './status';
import { SurveyPicker } from './survey-picker';
import { SurveyPreview } from './survey-preview';
import type { BlockAttributes, BlockSurvey } from './types';
import { isNotFound, useBlockSurvey } from './use-block-survey';

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< BlockAttributes > ) {
	const data = editorData();
	const chosen =
		typeof attributes.surveyId === 'number' && attributes.surveyId > 0
			? attributes.surveyId
			: undefined;
	const [ choosing, setChoosing ] = useState( false );
	const wrapper = useRef< HTMLElement >( null );
	const refocus = useRef( false );
	const blockProps = useBlockProps( {
		className: 'uf-survey-block',
		ref: wrapper,
	} );
	const lang = typeof attributes.lang === 'string' ? attributes.lang : '';
	const state = useBlockSurvey( chosen, lang );

	// The picker's button had focus and is gone: give it to the block, whose toolbar and
	// sidebar hold the next steps.
	useEffect( () => {
		if ( refocus.current && ! choosing ) {
			refocus.current = false;
			wrapper.current?.focus();
		}
	} );

	const choose = ( id: number ) => {
		refocus.current = true;
		setChoosing( false );
		setAttributes( { surveyId: id } );
	};
	const change = () => setChoosing( true );

	if ( chosen === undefined || choosing ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'UserFeedback Survey', 'userfeedback' ) }
					instructions={
						chosen === undefined
							? __(
									'Choose the survey to show here. Visitors answer it right inside your content.',
									'userfeedback'
								)
							: __(
									'Choose another survey to show here.',
									'userfeedback'
								)
					}
				>
					<SurveyPicker
						onChoose={ choose }
						onCancel={
							chosen === undefined
								? undefined
								: () => {
										refocus.current = true;
										setChoosing( false );
									}
						}
						newSurveyUrl={
							data && data.canCreate ? newSurveyUrl( data ) : null
						}
					/>
				</Placeholder>
			</div>
		);
	}

	const survey = state.status === 'ready' ? state.survey : null;
	return (
		<>
			<BlockControls group="block">
				<ToolbarGroup>
					<ToolbarButton onClick={ change }>
						{ __( 'Change survey', 'userfeedback' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Survey', 'userfeedback' ) }>
					{ survey && (
						<p>
							<strong>
								{ survey.title ||
									__( '(no title)', 'userfeedback' ) }
							</strong>
							{ ' — ' }
							{ statusLabel( survey ) }
						</p>
					) }
					{ survey && (
						<LanguageControl
							survey={ survey }
							lang={ lang }
							onChange={ ( next ) =>
								setAttributes( { lang: next || undefined } )
							}
						/>
					) }
					<p>
						<Button variant="secondary" onClick={ change }>
							{ __( 'Change survey', 'userfeedback' ) }
						</Button>
					</p>
					{ data && data.canCreate && (
						<p>
							<Button
								variant="link"
								href={ editSurveyUrl( data, chosen ) }
								target="_blank"
								rel="noreferrer"
							>
								{ __(
									'Edit this survey in UserFeedback (new tab)',
									'userfeedback'
								) }
							</Button>
						</p>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ ( state.status === 'loading' || state.status === 'idle' ) && (
					<p className="uf-survey-block__status" role="status">
						<Spinner />
						{ __( 'Loading the survey…', 'userfeedback' ) }
					</p>
				) }
				{ state.status === 'error' && (
					<LoadError
						notFound={ isNotFound( state.error ) }
						forbidden={ [ 401, 403 ].includes(
							state.error.status
						) }
						message={ state.error.message }
						onRetry={ state.retry }
						onChange={ change }
					/>
				) }
				{ survey && <ChosenSurvey survey={ survey } /> }
			</div>
		</>
	);
}

function ChosenSurvey( { survey }: { survey: BlockSurvey } ) {
	const notice = displayNotice( survey );
	return (
		<>
			{ notice && (
				<Notice
					status={ notice.status }
					isDismissible={ false }
					className="uf-survey-block__notice"
				>
					{ notice.message }
				</Notice>
			) }
			<SurveyPreview
				survey={ survey.page_survey }
				bootstrap={ editorData()?.bootstrap ?? null }
			/>
		</>
	);
}

interface LoadErrorProps {
	notFound: boolean;
	/** This user may not read surveys (the server's role settings). */
	forbidden: boolean;
	message: string;
	onRetry: () => void;
	onChange: () => void;
}

function LoadError( {
	notFound,
	forbidden,
	message,
	onRetry,
	onChange,
}: LoadErrorProps ) {
	if ( forbidden ) {
		return (
			<Notice status="info" isDismissible={ false }>
				{ __(
					'A UserFeedback survey is placed here. Only users who may edit surveys or view their results can preview it in the editor.',
					'userfeedback'
				) }
			</Notice>
		);
	}
	if ( notFound ) {
		return (
			<Notice
				status="warning"
				isDismissible={ false }
				actions={ [
					{
						label: __( 'Choose another survey', 'userfeedback' ),
						onClick: onChange,
						variant: 'primary',
					},
				] }
			>
				{ __(
					'This survey no longer exists, so visitors see nothing here.',
					'userfeedback'
				) }
			</Notice>
		);
	}
	return (
		<Notice
			status="error"
			isDismissible={ false }
			actions={ [
				{
					label: __( 'Try again', 'userfeedback' ),
					onClick: onRetry,
				},
			] }
		>
			{ message }
		</Notice>
	);
}
