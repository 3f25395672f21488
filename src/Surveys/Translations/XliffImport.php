<?php
/**
 * A translator's XLIFF file back into one language of a survey.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * The file must be for this survey (`original`) and this language (`target-language`), and the
 * language one the survey already has. Each unit's translation replaces that text of the
 * language; a unit without one (no target, an empty one, or one marked still to translate)
 * leaves the text as it is, so a half-done file never erases what was translated in the builder
 * meanwhile. A unit whose id names no text of the survey is ignored and counted; one whose source
 * is no longer the survey's text is imported all the same and reported, for the owner to check.
 *
 * The survey is then saved through SurveyService as a REST save with these translations is: the
 * same normaliser, validator and gates, so a text too long is refused naming its field and
 * nothing is stored. As with the builder's saves, what the import does not change is left to the
 * stored survey: status, schedule and priority are not sent (a Display Order saved meanwhile
 * stays), and the survey is read just before it is saved. A file that changes nothing is not
 * saved at all.
 */
final class XliffImport {

	/** The largest file read, in bytes: a survey's texts in one language are far below it. */
	public const MAX_BYTES = 1048576;

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param SurveyService    $service      Survey saves.
	 * @param Entitlements     $entitlements Whether this site may translate.
	 * @param TranslationUnits $units        The survey's texts as units.
	 * @param XliffReader      $reader       The file's parser.
	 */
	public function __construct(
		private readonly SurveyRepository $surveys,
		private readonly SurveyService $service,
		private readonly Entitlements $entitlements,
		private readonly TranslationUnits $units,
		private readonly XliffReader $reader
	) {
	}

	/**
	 * Imports a file into one language of a survey.
	 *
	 * @param int    $id      Survey id.
	 * @param string $locale  The language, one of the survey's translations.
	 * @param string $content The file.
	 * @return array{imported: int, unchanged: int, untranslated: int, unknown: int, source_changed: list<string>, survey: array<string, mixed>}|\WP_Error
	 */
	public function import( int $id, string $locale, string $content ) {
		if ( strlen( $content ) > self::MAX_BYTES ) {
			return new \WP_Error(
				'userfeedback_xliff_too_large',
				sprintf(
					/* translators: 1: the file's size, 2: the largest size allowed (both like "1 MB"). */
					__( 'The file is %1$s; a translation file can be at most %2$s.', 'userfeedback' ),
					size_format( strlen( $content ), 1 ),
					size_format( self::MAX_BYTES )
				),
				array( 'status' => 400 )
			);
		}
		$survey = $this->surveys->find( $id );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		if ( ! $this->entitlements->can_translate() ) {
			$message = $this->entitlements->is_pro()
				? __( 'Please enter a valid license key to translate surveys.', 'userfeedback' )
				/* translators: %s: feature name. */
				: sprintf( __( '%s is a PRO feature', 'userfeedback' ), __( 'Translations', 'userfeedback' ) );
			return new \WP_Error( 'userfeedback_upgrade_required', $message, array( 'status' => 403 ) );
		}
		$refusal = TranslatedLanguage::refusal( $survey, $locale );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$file = $this->reader->read( $content );
		if ( is_wp_error( $file ) ) {
			return $file;
		}
		$mismatch = $this->mismatch( $file, $id, $locale );
		if ( null !== $mismatch ) {
			return $mismatch;
		}
		return $this->apply( $survey, $locale, $file['units'] );
	}

	/**
	 * The units onto the language's texts, then the save.
	 *
	 * @param array<string, mixed>                                         $survey The stored survey.
	 * @param string                                                       $locale The language.
	 * @param list<array{id: string, source: string, target: string|null}> $given  The file's units.
	 * @return array{imported: int, unchanged: int, untranslated: int, unknown: int, source_changed: list<string>, survey: array<string, mixed>}|\WP_Error
	 */
	private function apply( array $survey, string $locale, array $given ) {
		$questions = (array) $survey['questions'];
		$current   = $this->units->of( $survey, $locale );
		$texts     = ( new TranslationsNormalizer() )->fit( (array) ( $survey['translations'] ?? array() ), $questions )[ $locale ];
		$summary   = array(
			'imported'       => 0,
			'unchanged'      => 0,
			'untranslated'   => 0,
			'unknown'        => 0,
			'source_changed' => array(),
		);
		$seen      = array();
		foreach ( $given as $unit ) {
			$known = $current[ $unit['id'] ] ?? null;
			if ( null === $known || isset( $seen[ $unit['id'] ] ) ) {
				// A text the survey does not show (a question since removed, an option past the
				// last, the thank-you message of a survey that redirects), or a second unit for one.
				++$summary['unknown'];
				continue;
			}
			$seen[ $unit['id'] ] = true;
			if ( null === $unit['target'] ) {
				++$summary['untranslated'];
				continue;
			}
			if ( trim( XliffExport::xml_text( $known->source ) ) !== trim( $unit['source'] ) ) {
				$summary['source_changed'][] = $unit['id'];
			}
			$value = $known->multiline ? SurveyNormalizer::paragraph( $unit['target'] ) : SurveyNormalizer::text( $unit['target'] );
			if ( $value === $known->target ) {
				++$summary['unchanged'];
				continue;
			}
			$texts = (array) TranslationUnits::with( $texts, $questions, $unit['id'], $value );
			++$summary['imported'];
		}
		if ( 0 === $summary['imported'] ) {
			return $summary + array( 'survey' => $this->service->for_builder( $survey ) );
		}

		$translations            = (array) ( $survey['translations'] ?? array() );
		$translations[ $locale ] = $texts;
		$saved                   = $this->service->save( self::save_input( $survey, $translations ) );
		if ( is_wp_error( $saved ) ) {
			return self::by_unit( $saved, $locale );
		}
		return $summary + array( 'survey' => $saved['survey'] );
	}

	/**
	 * A refused save with its refusals also named by the file's unit ids (`data.units`), as the
	 * translator knows the texts: `translations.fr_FR.questions.q1.options.0` is
	 * `question.q1.option.1`.
	 *
	 * @param \WP_Error $error  The save's refusal.
	 * @param string    $locale The language.
	 * @return \WP_Error
	 */
	private static function by_unit( \WP_Error $error, string $locale ): \WP_Error {
		$data = (array) $error->get_error_data();
		if ( ! is_array( $data['params'] ?? null ) ) {
			return $error;
		}
		$prefix = "translations.{$locale}.";
		$units  = array();
		$parts  = array();
		foreach ( $data['params'] as $path => $message ) {
			$path = (string) $path;
			// A list's item (options, a matrix's rows, alt texts) is counted from 1 in a unit's id.
			$unit = str_starts_with( $path, $prefix ) ? (string) preg_replace( array( '/^questions\.(.+)\.(option|row|alt)s\.(\d+)$/sD', '/^questions\.(.+)\.(?:options|rows|alts)$/sD', '/^questions\.(.+)\.(title|min_label|max_label|consent_label)$/sD' ), array( 'question.$1.$2.$3', 'question.$1', 'question.$1.$2' ), substr( $path, strlen( $prefix ) ) ) : $path;
			if ( 1 === preg_match( '/^question\.(.+)\.(option|row|alt)\.(\d+)$/sD', $unit, $match ) ) {
				$unit = "question.{$match[1]}.{$match[2]}." . ( (int) $match[3] + 1 );
			}
			$units[ $unit ] = (string) $message;
			$parts[]        = $unit . ': ' . $message;
		}
		$data['units'] = $units;
		return new \WP_Error(
			$error->get_error_code(),
			/* translators: %s: each refused text's id with why, e.g. "title: In fr_FR this text can be at most 255 characters long." */
			sprintf( __( 'Nothing was imported: %s', 'userfeedback' ), implode( '; ', $parts ) ),
			$data
		);
	}

	/**
	 * Whether the file is this survey's and this language's.
	 *
	 * @param array{original: string, target_language: string} $file   The file read.
	 * @param int                                              $id     Survey id.
	 * @param string                                           $locale The language.
	 * @return \WP_Error|null
	 */
	private function mismatch( array $file, int $id, string $locale ): ?\WP_Error {
		if ( XliffExport::original( $id ) !== $file['original'] ) {
			return new \WP_Error(
				'userfeedback_xliff_wrong_survey',
				sprintf(
					/* translators: 1: what the file names (such as "survey-12"), 2: this survey's id. */
					__( 'This file belongs to “%1$s”, not to this survey (survey-%2$d). Upload the file downloaded from this survey.', 'userfeedback' ),
					'' === $file['original'] ? __( 'no survey', 'userfeedback' ) : $file['original'],
					$id
				),
				array( 'status' => 400 )
			);
		}
		$given = strtolower( str_replace( '_', '-', $file['target_language'] ) );
		if ( strtolower( Locale::to_tag( $locale ) ) !== $given ) {
			return new \WP_Error(
				'userfeedback_xliff_wrong_language',
				sprintf(
					/* translators: 1: the file's language (such as de-DE), 2: the language it was uploaded for (such as fr-FR). */
					__( 'This file is a translation into %1$s, not %2$s. Upload it under its own language.', 'userfeedback' ),
					'' === $file['target_language'] ? __( 'no language', 'userfeedback' ) : $file['target_language'],
					Locale::to_tag( $locale )
				),
				array( 'status' => 400 )
			);
		}
		return null;
	}

	/**
	 * The whole survey as a save of it sends it, with the new translations: status, schedule and
	 * priority left out, so the stored ones stay.
	 *
	 * @param array<string, mixed>                $survey       The stored survey.
	 * @param array<string, array<string, mixed>> $translations The translations to store.
	 * @return array<string, mixed>
	 */
	private static function save_input( array $survey, array $translations ): array {
		$settings = (array) $survey['settings'];
		if ( is_array( $settings['behavior'] ?? null ) ) {
			unset( $settings['behavior']['priority'] );
		}
		return array(
			'id'            => (int) $survey['id'],
			'title'         => $survey['title'],
			'type'          => $survey['type'],
			'template'      => $survey['template'],
			'questions'     => $survey['questions'],
			'settings'      => $settings,
			'notifications' => $survey['notifications'],
			'language'      => $survey['language'] ?? '',
			'translations'  => $translations,
		);
	}
}
