<?php
/**
 * One kind of export.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * A report writes in two parts, so the same code serves an export finished in the request and a
 * background job that runs over several requests: head() writes what is computed up front (a
 * summary from the statistics) and starts the streamed sheet; batch() appends the rows of the next
 * responses after a cursor. head() returns the plan the batches follow (which columns, for which
 * questions): a job stores it, so a survey edited while the job runs cannot shift its columns.
 */
interface Report {

	/**
	 * How many responses the streamed sheet walks through (0 when it has none): decides between
	 * an export in the request and a background job, and measures progress.
	 *
	 * @return int
	 */
	public function total(): int;

	/**
	 * Writes the sheets computed up front and the streamed sheet's header.
	 *
	 * @param RowSink $sink Where rows go.
	 * @return array<string, mixed> The plan for batch(), JSON-serialisable.
	 * @throws \RuntimeException When the statistics cannot be computed.
	 */
	public function head( RowSink $sink ): array;

	/**
	 * Writes the rows of the next responses.
	 *
	 * @param RowSink                                   $sink  Where rows go.
	 * @param array<string, mixed>                      $plan  From head().
	 * @param array{submitted_at: string, id: int}|null $after The last response already written; null to start.
	 * @param int                                       $limit Most responses to read.
	 * @return array{cursor: array{submitted_at: string, id: int}|null, read: int, done: bool}
	 */
	public function batch( RowSink $sink, array $plan, ?array $after, int $limit ): array;

	/**
	 * The download's file name, without extension: survey, report, range.
	 *
	 * @return string
	 */
	public function file_name(): string;
}
