/**
 * The frame of one screen: its title (the page's only h1), optional title actions (wp-admin's
 * "Add New" buttons beside the title) and content.
 */
import type { ReactNode } from 'react';

interface PageProps {
	title: string;
	/** Shown beside the title, e.g. a Create New link (`page-title-action`). */
	actions?: ReactNode;
	className?: string;
	children?: ReactNode;
}

export function Page( { title, actions, className, children }: PageProps ) {
	return (
		<div className={ className ? `uf-page ${ className }` : 'uf-page' }>
			{ actions ? (
				<>
					<div className="uf-page__header">
						<h1 className="uf-page__title wp-heading-inline">
							{ title }
						</h1>
						{ actions }
					</div>
					<hr className="wp-header-end" />
				</>
			) : (
				<h1 className="uf-page__title">{ title }</h1>
			) }
			{ children }
		</div>
	);
}
