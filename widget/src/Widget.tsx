/**
 * The visitor widget. For now an empty, hidden container carrying the eligible survey ids:
 * visitors must never see a stub.
 */
import type { WidgetBootstrap } from './types';

interface WidgetProps {
	bootstrap: WidgetBootstrap;
}

export function Widget( { bootstrap }: WidgetProps ) {
	return (
		<div
			class="uf-widget"
			data-surveys={ bootstrap.survey_ids.join( ',' ) }
			hidden
		/>
	);
}
