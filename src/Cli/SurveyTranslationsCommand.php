<?php
/**
 * `wp userfeedback surveys translations`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\Translations\TranslatedLanguage;
use UserFeedback\Surveys\Translations\XliffExport;
use UserFeedback\Surveys\Translations\XliffImport;

// A command-line import and export read and write the local file system directly, as an
// administrator's shell would: each such call is marked.

/**
 * Exports a survey's texts in one language for a translator (XLIFF 1.2) and imports the file back.
 *
 * The same files as the builder's Languages card: one language of one survey per file. An import
 * is saved as the builder saves the survey, with the same checks and the same licence.
 *
 * ## EXAMPLES
 *
 *     $ wp userfeedback surveys translations export 12 fr_FR --file=survey-12-fr_FR.xlf
 *     $ wp userfeedback surveys translations import 12 fr_FR survey-12-fr_FR.xlf
 *
 * @package UserFeedback
 */
final class SurveyTranslationsCommand {

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository $surveys Survey rows.
	 * @param XliffExport      $export  The file's writer.
	 * @param XliffImport      $import  The file's import.
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly XliffExport $export, private readonly XliffImport $import ) {
	}

	/**
	 * Exports one language of a survey as an XLIFF 1.2 file for a translator.
	 *
	 * Every text a visitor reads, each with the survey's own text as its source, the language's text as its target when translated, and a note saying what it is. Printed on standard output unless --file names a file.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : The survey's id.
	 *
	 * <locale>
	 * : One of the survey's translations, as a WordPress locale (fr_FR).
	 *
	 * [--file=<file>]
	 * : Write the file here instead of printing it.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp userfeedback surveys translations export 12 fr_FR --file=survey-12-fr_FR.xlf
	 *     Success: Wrote the fr_FR texts of survey 12 to survey-12-fr_FR.xlf.
	 *
	 *     # Straight to standard output.
	 *     $ wp userfeedback surveys translations export 12 de_DE > survey-12-de_DE.xlf
	 *
	 * @param string[]             $args       The survey id and the locale.
	 * @param array<string, mixed> $assoc_args Options.
	 * @return void
	 */
	public function export( array $args, array $assoc_args ): void {
		$id     = Console::survey_id( (string) ( $args[0] ?? '' ) );
		$locale = (string) ( $args[1] ?? '' );
		$survey = $this->surveys->find( $id );
		if ( null === $survey ) {
			/* translators: %d: survey id. */
			Console::fail( sprintf( __( 'There is no survey %d on this site.', 'userfeedback' ), $id ) );
		}
		$refusal = TranslatedLanguage::refusal( $survey, $locale );
		if ( null !== $refusal ) {
			Console::fail( $refusal->get_error_message() );
		}
		$file = $this->export->file( $survey, $locale );
		$path = Console::text( $assoc_args, 'file' );
		if ( '' === $path ) {
			// Nothing else on standard output: it is exactly the file, and pipes cleanly.
			\WP_CLI::line( rtrim( $file['content'], "\n" ) );
			return;
		}
		if ( false === file_put_contents( $path, $file['content'] ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- the shell's file, as above.
			/* translators: %s: file path. */
			Console::fail( sprintf( __( 'Cannot write %s: its folder does not exist or is not writable.', 'userfeedback' ), $path ) );
		}
		/* translators: 1: a language code such as fr_FR, 2: survey id, 3: file path. */
		\WP_CLI::success( sprintf( __( 'Wrote the %1$s texts of survey %2$d to %3$s.', 'userfeedback' ), $locale, $id, $path ) );
	}

	/**
	 * Imports a translated XLIFF 1.2 file into one language of a survey.
	 *
	 * Each translated unit replaces its text; units without a translation leave theirs as they are. The file must be this survey's and this language's, at most 1 MB, with no DOCTYPE. The survey is saved with the same checks as in the builder; a text too long, for one, stops the import and nothing is saved.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : The survey's id.
	 *
	 * <locale>
	 * : One of the survey's translations, as a WordPress locale (fr_FR).
	 *
	 * <file>
	 * : The translated XLIFF file.
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp userfeedback surveys translations import 12 fr_FR survey-12-fr_FR.xlf
	 *     Success: Imported 4 texts into fr_FR of survey 12: 5 unchanged, 4 not translated in the file, 0 ignored.
	 *
	 * @param string[]             $args       The survey id, the locale and the file.
	 * @param array<string, mixed> $assoc_args Options (none).
	 * @return void
	 */
	public function import( array $args, array $assoc_args ): void {
		$id     = Console::survey_id( (string) ( $args[0] ?? '' ) );
		$locale = (string) ( $args[1] ?? '' );
		$path   = (string) ( $args[2] ?? '' );
		if ( ! is_file( $path ) || ! is_readable( $path ) ) {
			/* translators: %s: file path. */
			Console::fail( sprintf( __( 'Cannot read %s: there is no such file, or it is not readable.', 'userfeedback' ), $path ) );
		}
		// Read no further than the import takes, plus a byte to tell a file that is too large.
		$content = file_get_contents( $path, false, null, 0, XliffImport::MAX_BYTES + 1 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the shell's file, as above.
		$result  = $this->import->import( $id, $locale, (string) $content );
		if ( is_wp_error( $result ) ) {
			Console::fail( $result->get_error_message() );
		}
		if ( array() !== $result['source_changed'] ) {
			\WP_CLI::warning(
				sprintf(
					/* translators: %s: ids of the file's units, comma-separated. */
					__( 'The survey’s own text changed since the file was made; imported all the same, worth a look: %s.', 'userfeedback' ),
					implode( ', ', $result['source_changed'] )
				)
			);
		}
		\WP_CLI::success(
			sprintf(
				/* translators: 1: texts imported, 2: a language code such as fr_FR, 3: survey id, 4: texts unchanged, 5: units without a translation, 6: units ignored. */
				__( 'Imported %1$d texts into %2$s of survey %3$d: %4$d unchanged, %5$d not translated in the file, %6$d ignored.', 'userfeedback' ),
				$result['imported'],
				$locale,
				$id,
				$result['unchanged'],
				$result['untranslated'],
				$result['unknown']
			)
		);
	}
}
