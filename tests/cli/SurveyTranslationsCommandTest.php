<?php
/**
 * `wp userfeedback surveys translations export|import`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

// phpcs:disable WordPress.WP.AlternativeFunctions -- the test writes and reads its temporary files directly.

/**
 * A language out to a file and back through the real `wp` runner: standard output or --file,
 * the import's summary, and its refusals in WP-CLI's words.
 */
final class SurveyTranslationsCommandTest extends CliTestCase {

	/**
	 * The test survey's id.
	 *
	 * @var int
	 */
	private static int $id = 0;

	/**
	 * A temporary folder for the files.
	 *
	 * @var string
	 */
	private static string $dir = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::tier( 'pro' );
		self::$dir = sys_get_temp_dir() . '/uf-cli-xliff-' . bin2hex( random_bytes( 4 ) );
		mkdir( self::$dir );
		wp_set_current_user( 1 );
		$request = new \WP_REST_Request( 'POST', '/userfeedback/v1/surveys' );
		$request->set_body_params(
			array(
				'title'         => 'CLI languages',
				'status'        => 'draft',
				'language'      => 'en_US',
				'questions'     => array(
					array(
						'id'     => 'fruit',
						'type'   => 'radio-button',
						'title'  => 'Which fruit?',
						'config' => array( 'options' => array( 'Apple', 'Pear' ) ),
					),
				),
				'settings'      => array( 'thank_you' => array( 'message' => 'Thanks!' ) ),
				'notifications' => array( 'email' => array( 'active' => false ) ),
				'translations'  => array( 'fr_FR' => array( 'title' => 'Langues' ) ),
			)
		);
		$response = rest_do_request( $request );
		self::assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		self::$id = (int) $response->get_data()['id'];
	}

	public static function tearDownAfterClass(): void {
		global $wpdb;
		$wpdb->delete( userfeedback()->tables()->surveys(), array( 'id' => self::$id ) );
		foreach ( (array) glob( self::$dir . '/*' ) as $file ) {
			unlink( (string) $file );
		}
		rmdir( self::$dir );
		self::tier( 'pro' );
		parent::tearDownAfterClass();
	}

	public function test_export_prints_the_file_or_writes_it_with_file(): void {
		$printed = self::wp( array( 'userfeedback', 'surveys', 'translations', 'export', (string) self::$id, 'fr_FR' ) );
		self::assertSucceeded( $printed );
		self::assertStringStartsWith( '<?xml version="1.0" encoding="UTF-8"?>', $printed['out'] );
		self::assertStringContainsString( 'target-language="fr-FR"', $printed['out'] );
		self::assertStringContainsString( '<target state="translated">Langues</target>', $printed['out'] );

		$path    = self::$dir . '/fr.xlf';
		$written = self::wp( array( 'userfeedback', 'surveys', 'translations', 'export', (string) self::$id, 'fr_FR', '--file=' . $path ) );
		self::assertSucceeded( $written );
		self::assertSame( 'Success: Wrote the fr_FR texts of survey ' . self::$id . " to {$path}.\n", $written['out'] );
		self::assertSame( $printed['out'], (string) file_get_contents( $path ) );
	}

	public function test_import_saves_the_translated_texts_and_says_what_it_did(): void {
		$path = self::$dir . '/fr-done.xlf';
		self::assertSucceeded( self::wp( array( 'userfeedback', 'surveys', 'translations', 'export', (string) self::$id, 'fr_FR', '--file=' . $path ) ) );
		$file = (string) file_get_contents( $path );
		$file = str_replace( '<source>Pear</source>', '<source>Pear</source><target>Poire</target>', $file );
		file_put_contents( $path, str_replace( '<source>Which fruit?</source>', '<source>Which fruit do you like?</source><target>Quel fruit ?</target>', $file ) );

		$result = self::wp( array( 'userfeedback', 'surveys', 'translations', 'import', (string) self::$id, 'fr_FR', $path ) );

		self::assertSame( 0, $result['code'], $result['err'] );
		self::assertSame( 'Success: Imported 2 texts into fr_FR of survey ' . self::$id . ": 1 unchanged, 5 not translated in the file, 0 ignored.\n", $result['out'] );
		self::assertStringContainsString( 'Warning: The survey’s own text changed since the file was made; imported all the same, worth a look: question.fruit.title.', $result['err'] );
		$stored = userfeedback()->tables()->surveys();
		global $wpdb;
		$translations = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT translations FROM `{$stored}` WHERE id = %d", self::$id ) ), true ); // phpcs:ignore WordPress.DB
		self::assertSame( 'Quel fruit ?', $translations['fr_FR']['questions']['fruit']['title'] );
		self::assertSame( array( '', 'Poire' ), $translations['fr_FR']['questions']['fruit']['options'] );
	}

	public function test_refusals_stop_with_the_reason(): void {
		$path = self::$dir . '/fr-refused.xlf';
		self::assertSucceeded( self::wp( array( 'userfeedback', 'surveys', 'translations', 'export', (string) self::$id, 'fr_FR', '--file=' . $path ) ) );

		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'translations', 'export', '999999', 'fr_FR' ) ), 'There is no survey 999999 on this site.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'translations', 'export', (string) self::$id, 'en_US' ) ), 'en_US is the survey’s own language' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'translations', 'import', (string) self::$id, 'de_DE', $path ) ), 'This survey has no de_DE translation.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'translations', 'import', (string) self::$id, 'fr_FR', self::$dir . '/none.xlf' ) ), 'Cannot read ' . self::$dir . '/none.xlf' );
		file_put_contents( $path, str_replace( '<xliff ', "<!DOCTYPE xliff [ <!ENTITY e SYSTEM \"file:///etc/passwd\"> ]>\n<xliff ", (string) file_get_contents( $path ) ) );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'translations', 'import', (string) self::$id, 'fr_FR', $path ) ), 'The file has a DOCTYPE or entity declarations' );

		self::tier( 'pro-unlicensed' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'surveys', 'translations', 'import', (string) self::$id, 'fr_FR', $path ) ), 'Please enter a valid license key to translate surveys.' );
		self::tier( 'pro' );
	}

	public function test_help_gives_each_subcommands_synopsis_and_examples(): void {
		foreach ( array(
			'export' => '<id> <locale> [--file=<file>]',
			'import' => '<id> <locale> <file>',
		) as $command => $synopsis ) {
			$result = self::wp( array( 'help', 'userfeedback', 'surveys', 'translations', $command ) );
			self::assertSame( 0, $result['code'], $result['err'] );
			$help = (string) preg_replace( '/\s+/', ' ', $result['out'] );
			self::assertStringContainsString( "SYNOPSIS wp userfeedback surveys translations {$command} {$synopsis}", $help );
			self::assertStringContainsString( "\$ wp userfeedback surveys translations {$command} 12 ", $help );
		}
	}
}
