<?php
/**
 * A background export's state.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * Everything a step needs to carry on where the last one committed: the export asked for, the
 * plan its head wrote, the cursor of the last response written and the part file's committed
 * length (PartFile). Statuses: queued (nothing written), running (rows), finishing (all rows
 * written; the spreadsheet is being put together), done (file ready), failed.
 */
final class ExportJob {

	public const QUEUED    = 'queued';
	public const RUNNING   = 'running';
	public const FINISHING = 'finishing';
	public const DONE      = 'done';
	public const FAILED    = 'failed';

	/**
	 * 32 random hex characters.
	 *
	 * @var string
	 */
	public string $id;

	/**
	 * The user who started it: the only one who may follow and download it.
	 *
	 * @var int
	 */
	public int $user_id;

	/**
	 * The export asked for (ExportRequest::to_array()).
	 *
	 * @var array<string, mixed>
	 */
	public array $request;

	/**
	 * The download's name, without extension.
	 *
	 * @var string
	 */
	public string $file_name;

	/**
	 * Responses to write, counted at the start.
	 *
	 * @var int
	 */
	public int $total;

	/**
	 * One of the status constants.
	 *
	 * @var string
	 */
	public string $status = self::QUEUED;

	/**
	 * The report's plan, once its head is written.
	 *
	 * @var array<string, mixed>
	 */
	public array $plan = array();

	/**
	 * The last response written, null before the first.
	 *
	 * @var array{submitted_at: string, id: int}|null
	 */
	public ?array $cursor = null;

	/**
	 * Responses read so far.
	 *
	 * @var int
	 */
	public int $read = 0;

	/**
	 * The part file's committed length in bytes.
	 *
	 * @var int
	 */
	public int $committed = 0;

	/**
	 * The part file's name (ExportStorage).
	 *
	 * @var string
	 */
	public string $part;

	/**
	 * The finished file's name, '' until done.
	 *
	 * @var string
	 */
	public string $file = '';

	/**
	 * Failed steps and started assemblies: a job that keeps failing stops.
	 *
	 * @var int
	 */
	public int $attempts = 0;

	/**
	 * The last error, for the admin.
	 *
	 * @var string
	 */
	public string $error = '';

	/**
	 * Created, Unix time.
	 *
	 * @var int
	 */
	public int $created;

	/**
	 * Last saved, Unix time.
	 *
	 * @var int
	 */
	public int $updated;

	/**
	 * A new job.
	 *
	 * @param string               $id        Random id.
	 * @param int                  $user_id   Who started it.
	 * @param array<string, mixed> $request   The export asked for.
	 * @param string               $file_name Download name without extension.
	 * @param int                  $total     Responses to write.
	 * @param string               $part      Part file name.
	 * @param int                  $now       Unix time.
	 */
	public function __construct( string $id, int $user_id, array $request, string $file_name, int $total, string $part, int $now ) {
		$this->id        = $id;
		$this->user_id   = $user_id;
		$this->request   = $request;
		$this->file_name = $file_name;
		$this->total     = $total;
		$this->part      = $part;
		$this->created   = $now;
		$this->updated   = $now;
	}

	/**
	 * A stored job, or null when the data is not one.
	 *
	 * @param mixed $data The stored option.
	 * @return self|null
	 */
	public static function from_array( $data ): ?self {
		if ( ! is_array( $data ) || ! is_string( $data['id'] ?? null ) || ! is_array( $data['request'] ?? null ) ) {
			return null;
		}
		$job            = new self( $data['id'], (int) ( $data['user_id'] ?? 0 ), $data['request'], (string) ( $data['file_name'] ?? '' ), (int) ( $data['total'] ?? 0 ), (string) ( $data['part'] ?? '' ), (int) ( $data['created'] ?? 0 ) );
		$job->status    = in_array( $data['status'] ?? '', array( self::QUEUED, self::RUNNING, self::FINISHING, self::DONE, self::FAILED ), true ) ? (string) $data['status'] : self::FAILED;
		$job->plan      = is_array( $data['plan'] ?? null ) ? $data['plan'] : array();
		$job->cursor    = is_array( $data['cursor'] ?? null ) ? array(
			'submitted_at' => (string) ( $data['cursor']['submitted_at'] ?? '' ),
			'id'           => (int) ( $data['cursor']['id'] ?? 0 ),
		) : null;
		$job->read      = (int) ( $data['read'] ?? 0 );
		$job->committed = (int) ( $data['committed'] ?? 0 );
		$job->file      = (string) ( $data['file'] ?? '' );
		$job->attempts  = (int) ( $data['attempts'] ?? 0 );
		$job->error     = (string) ( $data['error'] ?? '' );
		$job->updated   = (int) ( $data['updated'] ?? $job->created );
		return $job;
	}

	/**
	 * The stored form.
	 *
	 * @return array<string, mixed>
	 */
	public function to_array(): array {
		return get_object_vars( $this );
	}

	public function export_request(): ExportRequest {
		return ExportRequest::from_array( $this->request );
	}

	/**
	 * Whether it has stopped, one way or the other.
	 *
	 * @return bool
	 */
	public function is_over(): bool {
		return self::DONE === $this->status || self::FAILED === $this->status;
	}

	/**
	 * How far it is, 0 to 100 (100 only when done).
	 *
	 * @return int
	 */
	public function progress(): int {
		if ( self::DONE === $this->status ) {
			return 100;
		}
		if ( $this->total <= 0 ) {
			return self::FINISHING === $this->status ? 99 : 0;
		}
		return min( 99, intdiv( $this->read * 100, $this->total ) );
	}
}
