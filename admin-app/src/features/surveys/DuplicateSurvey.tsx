/**
 * `#/duplicate/{id}` (spec §2.1, route surveys-duplicate): copies the survey and goes to the
 * builder of the copy. The copy is made once even though React may mount effects twice in
 * development; a failure stays on screen with a way back.
 */
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { NotFound } from '../../components/NotFound';
import { ErrorNotice } from '../../components/Notice';
import { Page } from '../../components/Page';
import { useDuplicateSurvey } from '../../data/use-surveys';
import { surveyIdFrom } from './builder-steps';

export function DuplicateSurvey( { backLabel }: { backLabel: string } ) {
	const id = surveyIdFrom( useParams().id );
	const duplicate = useDuplicateSurvey();
	const started = useRef( false );
	const { mutate } = duplicate;

	useEffect( () => {
		if ( ! started.current && id !== null ) {
			started.current = true;
			mutate( id );
		}
	}, [ id, mutate ] );

	if ( id === null ) {
		return <NotFound backLabel={ backLabel } />;
	}
	if ( duplicate.isSuccess ) {
		return <Navigate to={ `/edit/${ duplicate.data.id }` } replace />;
	}
	return (
		<Page title={ __( 'Duplicate Survey', 'userfeedback' ) }>
			{ duplicate.isError ? (
				<>
					<ErrorNotice
						error={ duplicate.error }
						title={ __(
							'The survey could not be duplicated.',
							'userfeedback'
						) }
					/>
					<Link to="/">{ backLabel }</Link>
				</>
			) : (
				<p className="uf-page__subtitle" role="status" aria-busy="true">
					<span className="spinner is-active" />
					{ __( 'Duplicating the survey…', 'userfeedback' ) }
				</p>
			) }
		</Page>
	);
}
