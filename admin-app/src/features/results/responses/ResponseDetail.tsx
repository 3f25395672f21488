/**
 * `#/survey/{surveyId}/responses/{id}` (route name response; spec §2): one response in full.
 * Single responses are Pro: Lite gets the upgrade prompt; Pro the response screen, whose code is
 * a Pro module (pro/responses, chunk pro-responses, not in the Lite zip).
 */
import { useLocation, useParams } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { NotFound } from '../../../components/NotFound';
import { proModule } from '../../../components/ProModule';
import { useEntitlements } from '../../../data/use-entitlements';
import { ResponseFrame, ResponseUpgrade } from './ResponseFrame';
import { idFromRoute } from './responses-view';

const ResponseScreen = proModule(
	() =>
		import(
			/* webpackChunkName: "pro-responses" */ '../../../pro/responses/ResponseScreen'
		),
	( module ) => module.ResponseScreen
);

export function ResponseDetail() {
	const params = useParams();
	const { data: entitlements } = useEntitlements();
	const listSearch = useLocation().search.replace( /^\?/, '' );
	const surveyId = idFromRoute( params.surveyId );
	const id = idFromRoute( params.id );
	if ( surveyId === null || id === null ) {
		return (
			<NotFound backLabel={ __( 'Back to Results', 'userfeedback' ) } />
		);
	}
	if ( ! entitlements.is_pro ) {
		return (
			<ResponseFrame
				surveyId={ surveyId }
				id={ id }
				listSearch={ listSearch }
			>
				<ResponseUpgrade />
			</ResponseFrame>
		);
	}
	return <ResponseScreen surveyId={ surveyId } id={ id } />;
}
