/**
 * A chart with its text alternative: the figure's caption names it, the canvas is an image with
 * that name, and a table (visible, or for screen readers only) holds the same numbers.
 */
import type { ReactNode } from 'react';

interface ChartFigureProps {
	/** The caption, also the canvas's accessible name. */
	caption: string;
	/** Hides the caption visually (when a heading nearby already says it). */
	hideCaption?: boolean;
	/** The react-chartjs-2 chart. */
	chart: ReactNode;
	/** The same data as text. */
	fallback: ReactNode;
	className?: string;
}

export function ChartFigure( {
	caption,
	hideCaption = false,
	chart,
	fallback,
	className,
}: ChartFigureProps ) {
	return (
		<figure
			className={
				className
					? `uf-results-chart ${ className }`
					: 'uf-results-chart'
			}
		>
			<figcaption
				className={
					hideCaption
						? 'screen-reader-text'
						: 'uf-results-chart__caption'
				}
			>
				{ caption }
			</figcaption>
			<div className="uf-results-chart__canvas">{ chart }</div>
			{ fallback }
		</figure>
	);
}
