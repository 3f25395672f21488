/**
 * What PHP prints before the widget script (`window.userfeedbackWidget`, see
 * src/Admin/SiteGlobals.php::for_widget() and src/Frontend/WidgetLoader.php).
 */
export type LicenseType = 'lite' | 'plus' | 'pro' | 'elite';

export interface WidgetBootstrap {
	is_pro: boolean;
	is_licensed: boolean;
	license_type: LicenseType;
	/** Add-on key (question-types, targeting, branding, behavior, templates) => active. */
	addons: Record< string, boolean >;
	plugin_version: string;
	rest_url: string;
	/** The surveys eligible on this page, decided by the server when it rendered. */
	survey_ids: number[];
}

declare global {
	interface Window {
		userfeedbackWidget?: WidgetBootstrap;
	}
}
