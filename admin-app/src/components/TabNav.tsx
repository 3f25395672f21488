/**
 * Tabs between the hash routes of one area (settings tabs, about pages). NavLink marks the
 * current one with aria-current="page".
 */
import { NavLink } from 'react-router-dom';

export interface TabItem {
	to: string;
	label: string;
}

interface TabNavProps {
	label: string;
	items: TabItem[];
}

export function TabNav( { label, items }: TabNavProps ) {
	return (
		<nav className="uf-tabs" aria-label={ label }>
			<ul className="uf-tabs__list">
				{ items.map( ( item ) => (
					<li key={ item.to } className="uf-tabs__item">
						<NavLink
							to={ item.to }
							end
							className={ ( { isActive } ) =>
								isActive
									? 'uf-tabs__link is-active'
									: 'uf-tabs__link'
							}
						>
							{ item.label }
						</NavLink>
					</li>
				) ) }
			</ul>
		</nav>
	);
}
