/**
 * The frame of one screen: its title (the page's only h1) and content.
 */
import type { ReactNode } from 'react';

interface PageProps {
	title: string;
	children?: ReactNode;
}

export function Page( { title, children }: PageProps ) {
	return (
		<div className="uf-page">
			<h1 className="uf-page__title">{ title }</h1>
			{ children }
		</div>
	);
}
