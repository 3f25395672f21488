/**
 * Settings → Access (spec §2.4, §5, §6): which roles may create and edit surveys, view results
 * and responses, and delete surveys and responses. Roles that can manage options always can
 * (forced selected, disabled). The server maps these lists to capabilities on every check; in
 * Lite (the server locks the fields) the pickers are disabled under an upgrade overlay.
 */
import { __, sprintf } from '@wordpress/i18n';

import { useUpgradeModal } from '../../../components/upgrade-modal';
import { getGlobals } from '../../../data/globals';
import { FieldError, FormTable, useLock } from '../fields';
import { useSettingsForm } from '../form';
import { SaveBar } from '../SaveBar';

type RoleField = 'create_edit_surveys' | 'view_results' | 'delete_surveys';

const PICKERS: Array< {
	field: RoleField;
	label: () => string;
	description: () => string;
} > = [
	{
		field: 'create_edit_surveys',
		label: () => __( 'Create and Edit Surveys', 'userfeedback' ),
		description: () =>
			__(
				'Users with these roles can create, edit and publish surveys.',
				'userfeedback'
			),
	},
	{
		field: 'view_results',
		label: () => __( 'View Results', 'userfeedback' ),
		description: () =>
			__(
				'Users with these roles can see results and responses.',
				'userfeedback'
			),
	},
	{
		field: 'delete_surveys',
		label: () => __( 'Delete Surveys and Responses', 'userfeedback' ),
		description: () =>
			__(
				'Users with these roles can trash and delete surveys and responses.',
				'userfeedback'
			),
	},
];

function RolePicker( {
	field,
	label,
	description,
	disabled,
}: {
	field: RoleField;
	label: string;
	description: string;
	disabled: boolean;
} ) {
	const { draft, set } = useSettingsForm();
	const { roles, roles_manage_options: managers } = getGlobals();
	const selected = new Set( [ ...draft[ field ], ...managers ] );
	const headingId = `uf-access-${ field }`;
	return (
		<tr>
			<th scope="row" id={ headingId }>
				{ label }
			</th>
			<td>
				<fieldset
					aria-labelledby={ headingId }
					aria-describedby={ `${ headingId }-description` }
				>
					<ul className="uf-role-picker">
						{ roles.map( ( role ) => {
							const forced = managers.includes( role.key );
							return (
								<li key={ role.key }>
									<label
										htmlFor={ `${ headingId }-${ role.key }` }
									>
										<input
											id={ `${ headingId }-${ role.key }` }
											type="checkbox"
											checked={ selected.has( role.key ) }
											disabled={ disabled || forced }
											onChange={ ( event ) => {
												const next = new Set(
													selected
												);
												if ( event.target.checked ) {
													next.add( role.key );
												} else {
													next.delete( role.key );
												}
												// Keep the stored order: the roles list's.
												set(
													field,
													roles
														.map( ( r ) => r.key )
														.filter( ( key ) =>
															next.has( key )
														)
												);
											} }
										/>
										{ role.name }
										{ forced && (
											<span className="uf-role-picker__forced">
												{ __(
													'(always: can manage options)',
													'userfeedback'
												) }
											</span>
										) }
									</label>
								</li>
							);
						} ) }
					</ul>
				</fieldset>
				<p className="description" id={ `${ headingId }-description` }>
					{ description }
				</p>
				<FieldError field={ field } />
			</td>
		</tr>
	);
}

export function AccessTab() {
	const feature = useLock(
		'create_edit_surveys',
		'view_results',
		'delete_surveys'
	);
	const upgrade = useUpgradeModal();
	return (
		<>
			<section className="uf-settings-section">
				<p>
					{ __(
						'Choose which roles can work with UserFeedback. Administrators, and every role that can manage options, always can.',
						'userfeedback'
					) }
				</p>
				<div className={ `uf-access${ feature ? ' is-locked' : '' }` }>
					<div
						className="uf-access__pickers"
						aria-hidden={ feature ? true : undefined }
					>
						<FormTable>
							{ PICKERS.map( ( picker ) => (
								<RolePicker
									key={ picker.field }
									field={ picker.field }
									label={ picker.label() }
									description={ picker.description() }
									disabled={ Boolean( feature ) }
								/>
							) ) }
						</FormTable>
					</div>
					{ feature && (
						<div className="uf-access__overlay">
							<div className="uf-access__overlay-box">
								<span
									className="dashicons dashicons-lock"
									aria-hidden="true"
								/>
								<p>
									<strong>
										{ sprintf(
											/* translators: %s: feature name. */
											__(
												'%s is a PRO feature',
												'userfeedback'
											),
											feature
										) }
									</strong>
								</p>
								<p>
									{ __(
										'Upgrade to choose which roles can create surveys, view results and delete responses. Until then, administrators and editors can.',
										'userfeedback'
									) }
								</p>
								<button
									type="button"
									className="button button-primary"
									onClick={ () => upgrade( feature ) }
								>
									{ __( 'Upgrade to PRO', 'userfeedback' ) }
								</button>
							</div>
						</div>
					) }
				</div>
			</section>
			<SaveBar />
		</>
	);
}
