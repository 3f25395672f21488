<?php
/**
 * Where a report writes its rows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * Reports write sheets of rows without knowing where they go: straight into the spreadsheet
 * (SpreadsheetFile) when the export finishes in the request, or into a job's part file
 * (PartFile) when it runs in the background and is put together at the end.
 */
interface RowSink {

	/**
	 * Starts a sheet; the rows that follow belong to it.
	 *
	 * @param string $name The sheet's name.
	 * @return void
	 */
	public function sheet( string $name ): void;

	/**
	 * Adds a row to the current sheet.
	 *
	 * @param array<int, int|float|string|null> $cells  The cells, left to right.
	 * @param bool                              $header Whether it is a header row (bold where the format allows).
	 * @return void
	 */
	public function row( array $cells, bool $header = false ): void;
}
