<?php
/**
 * One SMTP connection per batch, closed at its end.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Email;

use UserFeedback\Email\Mailer;
use UserFeedback\Email\SmtpBatch;

/**
 * Against a real SMTP server on loopback (tests/phpunit/fixtures/smtp-sink.php), with wp_mail()
 * set to SMTP the way a mailer plugin does it (phpmailer_init): the queue's e-mails of one drain
 * go over one connection, which is closed (QUIT) when the drain ends; outside a batch each e-mail
 * has its own connection, as before.
 */
final class SmtpBatchTest extends EmailTestCase {

	/**
	 * The sink's process.
	 *
	 * @var resource|false|null
	 */
	private $sink = null;

	/**
	 * The sink's event log.
	 *
	 * @var string
	 */
	private string $events = '';

	/**
	 * The pre_wp_mail callbacks taken off for the test (the capture and the dev mail catcher).
	 *
	 * @var \WP_Hook|null
	 */
	private ?\WP_Hook $short_circuits = null;

	/**
	 * The phpmailer_init callback.
	 *
	 * @var callable
	 */
	private $smtp;

	protected function setUp(): void {
		parent::setUp();
		$this->events = (string) wp_tempnam( 'uf-smtp-events' );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test's own SMTP server.
		$this->sink = proc_open( array( PHP_BINARY, dirname( __DIR__ ) . '/fixtures/smtp-sink.php', $this->events ), array( 1 => array( 'pipe', 'w' ) ), $pipes );
		$port       = (int) fgets( $pipes[1] );
		$this->assertGreaterThan( 0, $port, 'the sink listens' );
		// wp_mail() goes through PHPMailer for this test, not a short-circuit.
		global $wp_filter;
		$this->short_circuits = $wp_filter['pre_wp_mail'] ?? null;
		unset( $wp_filter['pre_wp_mail'] );
		$this->smtp = static function ( $mailer ) use ( $port ): void {
			$mailer->isSMTP();
			$mailer->Host        = '127.0.0.1'; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
			$mailer->Port        = $port; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
			$mailer->SMTPAutoTLS = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
			$mailer->Timeout     = 5; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
		};
		add_action( 'phpmailer_init', $this->smtp );
	}

	protected function tearDown(): void {
		global $wp_filter;
		remove_action( 'phpmailer_init', $this->smtp );
		$phpmailer = $GLOBALS['phpmailer'] ?? null;
		if ( null !== $this->short_circuits ) {
			$wp_filter['pre_wp_mail'] = $this->short_circuits; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back as it was.
		}
		if ( $phpmailer instanceof \PHPMailer\PHPMailer\PHPMailer ) {
			$phpmailer->smtpClose();
			$phpmailer->SMTPKeepAlive = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
			$phpmailer->isMail();
		}
		if ( is_resource( $this->sink ) ) {
			proc_terminate( $this->sink );
			proc_close( $this->sink );
		}
		wp_delete_file( $this->events );
		parent::tearDown();
	}

	/**
	 * The sink's events so far, waiting a moment for the last ones.
	 *
	 * @param int $count Events expected at least.
	 * @return string[]
	 */
	private function events( int $count ): array {
		$until = microtime( true ) + 3;
		do {
			$lines = array_values( array_filter( explode( "\n", (string) file_get_contents( $this->events ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			if ( count( $lines ) >= $count ) {
				break;
			}
			usleep( 20000 );
		} while ( microtime( true ) < $until );
		return $lines;
	}

	public function test_a_drain_sends_its_emails_over_one_connection_closed_at_its_end(): void {
		$survey_id = $this->create_survey( self::notify( 'owner@example.com' ) );
		for ( $i = 0; $i < 3; $i++ ) {
			$this->submit( $survey_id );
		}

		$options = array();
		$probe   = static function () use ( &$options ): void {
			$options[] = $GLOBALS['phpmailer']->SMTPOptions; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
		};
		add_action( 'wp_mail_succeeded', $probe );

		$this->assertSame( 3, $this->feature()->cron()->drain_alone() );

		remove_action( 'wp_mail_succeeded', $probe );
		$this->assertSame( array( 'connect 1', 'message 1', 'message 1', 'message 1', 'quit 1', 'close 1' ), $this->events( 6 ), 'one connection, closed when the drain ended' );
		$this->assertSame( array(), $this->open_rows() );
		$this->assertSame( array_fill( 0, 3, array( 'socket' => array( 'tcp_nodelay' => true ) ) ), $options, 'no Nagle delay within the batch' );
		$phpmailer = $GLOBALS['phpmailer'] ?? null;
		$this->assertInstanceOf( \PHPMailer\PHPMailer\PHPMailer::class, $phpmailer );
		$this->assertFalse( $phpmailer->SMTPKeepAlive, 'mail after the batch is sent as before' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
		$this->assertSame( array(), $phpmailer->SMTPOptions, 'and with the site\'s own socket options' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
	}

	public function test_outside_a_batch_each_email_has_its_own_connection(): void {
		$mailer = new Mailer();

		$this->assertNull( $mailer->send( array( 'a@example.com' ), 'One', 'Body', false ) );
		$this->assertNull( $mailer->send( array( 'b@example.com' ), 'Two', 'Body', false ) );

		$events = $this->events( 8 );
		// The sink may see the second connection before the first one's end: compare as sets.
		sort( $events );
		$this->assertSame( array( 'close 1', 'close 2', 'connect 1', 'connect 2', 'message 1', 'message 2', 'quit 1', 'quit 2' ), $events );
	}

	public function test_a_connection_carries_at_most_its_share_and_nested_batches_close_once(): void {
		$batch  = new SmtpBatch();
		$mailer = new Mailer();
		$batch->begin();
		$batch->run(
			function () use ( $mailer ): void {
				for ( $i = 0; $i < SmtpBatch::PER_CONNECTION + 1; $i++ ) {
					$this->assertNull( $mailer->send( array( 'a@example.com' ), 'Mail ' . $i, 'Body', false ) );
				}
			}
		);
		$this->assertTrue( $batch->open(), 'the inner batch left the outer one open' );
		$batch->end();

		$events = $this->events( SmtpBatch::PER_CONNECTION + 7 );
		// The client's order (the first connection said QUIT before the second opened); the sink
		// may see the first one's socket close after the second connects.
		$this->assertSame( array( 'connect 1', 'quit 1', 'connect 2', 'quit 2' ), array_values( array_filter( $events, static fn( string $e ): bool => ! str_starts_with( $e, 'message' ) && ! str_starts_with( $e, 'close' ) ) ) );
		$closes = array_values( array_intersect( $events, array( 'close 1', 'close 2' ) ) );
		sort( $closes );
		$this->assertSame( array( 'close 1', 'close 2' ), $closes, 'both connections closed' );
		$this->assertCount( SmtpBatch::PER_CONNECTION, array_keys( $events, 'message 1', true ) );
		$this->assertSame( array( 'message 2' ), array_values( array_intersect( $events, array( 'message 2' ) ) ) );
		$this->assertFalse( $batch->open() );
	}

	public function test_with_php_mail_nothing_is_kept(): void {
		if ( ! class_exists( \PHPMailer\PHPMailer\PHPMailer::class ) ) {
			require_once ABSPATH . 'wp-includes/PHPMailer/PHPMailer.php';
		}
		$mailer = new \PHPMailer\PHPMailer\PHPMailer( true );
		$mailer->isMail();
		$batch = new SmtpBatch();
		$batch->begin();

		$batch->keep_alive( $mailer );

		$this->assertFalse( $mailer->SMTPKeepAlive, 'PHP mail() has no connection to keep' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's.
		$batch->end();
	}
}
