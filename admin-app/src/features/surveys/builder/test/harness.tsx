/**
 * Renders one builder step as the builder does (query client, upgrade modal, builder draft) for
 * one edition, without a router, and exposes the draft as it changes. For steps that navigate, see
 * test/routed-harness.tsx.
 */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { ToastProvider } from '../../../../components/Toast';
import { UpgradeModalProvider } from '../../../../components/upgrade-modal';
import type { Entitlements, SiteGlobals } from '../../../../data/globals';
import type {
	Question,
	QuestionType,
	Survey,
} from '../../../../data/survey-types';
import type { SurveyTheming } from '@userfeedback/contract';
import {
	LITE,
	createTestQueryClient,
	setGlobals,
	withQueryClient,
} from '../../../../test-utils';
import { BuilderProvider, useBuilder } from '../BuilderContext';
import { newSurvey } from '../survey';

/**
 * A survey's own theming as the server sends it (SurveyNormalizer::theming()'s values for an
 * empty input), with some fields set.
 *
 * @param fields The fields that differ.
 */
export function theming(
	fields: Partial< SurveyTheming > = {}
): SurveyTheming {
	return {
		color_scheme: 'light',
		widget_color: '#ffffff',
		text_color: '#23282D',
		button_color: '#2D87F1',
		widget_toggle_text: '',
		font: { family: '', weight: '' },
		position: 'bottom_right',
		widget_toggle_icon: 'field-userfeedback',
		widget_toggle_color: '#23282D',
		show_logo: false,
		custom_logo: '',
		logo_type: 'none',
		start_minimized: false,
		skip_text: '',
		next_text: '',
		...fields,
	};
}

/**
 * A question with a fixed id and title; choice types get the options Yes and No.
 *
 * @param id    The question's id; its title is `Question {id}`.
 * @param type  The question type (default single-line text).
 * @param extra Fields that override the defaults.
 */
export function question(
	id: string,
	type: QuestionType = 'text',
	extra: Partial< Question > = {}
): Question {
	return {
		id,
		title: `Question ${ id }`,
		type,
		config: {
			options:
				type === 'radio-button' || type === 'checkbox'
					? [ 'Yes', 'No' ]
					: [],
		},
		settings: { required: false, randomize: false, comment_box: false },
		logic: { enabled: false, action: 'show', conditions: [] },
		...extra,
	};
}

/**
 * A saved draft survey (id 7, one text question, all devices, all pages, default behaviour,
 * e-mail to the admin).
 *
 * @param extra Fields that override the defaults.
 */
export function survey( extra: Partial< Survey > = {} ): Survey {
	return {
		...newSurvey( 'admin@example.test' ),
		id: 7,
		title: 'Website feedback',
		status: 'draft',
		questions: [ question( 'q1' ) ],
		...extra,
	};
}

/**
 * Renders a step for a survey and an edition.
 *
 * @param Step    The step component.
 * @param initial The survey the builder starts from; without an id it counts as a new survey.
 * @param ent     The site's entitlements (default Lite).
 * @param globals Other site globals (e.g. capabilities).
 */
export function renderStep(
	Step: ComponentType,
	initial: Survey,
	ent: Entitlements = LITE,
	globals: Partial< SiteGlobals > = {}
) {
	setGlobals( { ...ent, ...globals } );
	let draft = initial;
	let dirty = false;
	function Spy() {
		const builder = useBuilder();
		draft = builder.survey;
		dirty = builder.dirty;
		return null;
	}
	const result = render(
		withQueryClient(
			<ToastProvider>
				<UpgradeModalProvider>
					{ /* Links and the edited language (`?lang=`) need a router. */ }
					<MemoryRouter>
						<BuilderProvider
							initial={ initial }
							startedNew={ initial.id === null }
						>
							<Step />
							<Spy />
						</BuilderProvider>
					</MemoryRouter>
				</UpgradeModalProvider>
			</ToastProvider>,
			createTestQueryClient()
		)
	);
	return { ...result, draft: () => draft, dirty: () => dirty };
}
