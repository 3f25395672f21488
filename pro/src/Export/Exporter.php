<?php
/**
 * Writes a whole report into a spreadsheet file, in the request.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * The export for reports small enough to finish in one request (ExportPage decides, see its
 * limits): the summary first, then the responses in keyset-paged batches straight into the
 * streaming writer, so memory holds one batch at a time whatever the survey's size.
 */
final class Exporter {

	/**
	 * Responses per batch: one query for them and one for their answer rows (about 2,700 rows for
	 * five questions). Larger batches gained nothing measurable in bench/export.php.
	 */
	public const BATCH = 500;

	/**
	 * Writes the report.
	 *
	 * @param Report        $report   The report.
	 * @param string        $format   'xlsx' or 'csv'.
	 * @param string        $path     The file to write (replaced).
	 * @param string        $temp_dir A private folder for the writer's temporary files.
	 * @param int           $batch    Responses per batch.
	 * @param callable|null $progress Told after each batch how many responses it read, as an int
	 *                                (`wp userfeedback responses export`'s progress bar).
	 * @return int Responses read.
	 * @throws \RuntimeException When the statistics cannot be computed or the file written.
	 */
	public function write( Report $report, string $format, string $path, string $temp_dir, int $batch = self::BATCH, ?callable $progress = null ): int {
		$file = SpreadsheetFile::create( $format, $path, $temp_dir );
		$plan = $report->head( $file );
		$read = 0;
		$at   = null;
		do {
			$result = $report->batch( $file, $plan, $at, $batch );
			$at     = $result['cursor'];
			$read  += $result['read'];
			if ( null !== $progress ) {
				$progress( $result['read'] );
			}
		} while ( ! $result['done'] );
		$file->close();
		return $read;
	}
}
