<?php
/**
 * Writes the TypeScript contract from the PHP sources of truth.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tools\Contract;

use UserFeedback\Surveys\Translations\Locale;
use UserFeedback\Surveys\Translations\TranslationsValidator;
use UserFeedback\Surveys\Translations\XliffImport;
use UserFeedback\Frontend\ToggleIcons;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetBootstrapSchema;
use UserFeedback\Reporting\Crosstab;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\NpsTrend;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Rest\SurveyDisplayFields;
use UserFeedback\Settings\SettingsSchema;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Tags\NotesController;
use UserFeedback\Tags\TagRules;
use UserFeedback\Visitors\ResponseValidator;

/**
 * The spec's vocabulary lives once, in PHP; the admin app and the widget import
 * `contract/userfeedback.ts`, which this class writes:
 * - every public constant of SurveyDefaults (statuses, question types, timings, positions,
 *   comparators per type, option limits, delay, page-rule and question maxima…), as `as const`
 *   values, one export each so a bundle carries only what it imports;
 * - a new survey's settings, question and e-mail defaults; SettingsSchema's lists, limits and
 *   field defaults; the tags' limits; the reports' filter and date limits, the cross-tab's
 *   question types, the rating scales, the NPS trend's intervals and the responses' statuses;
 *   the longest answers a visitor may send (ResponseValidator); the reasons a survey placed
 *   inline is not shown (SurveyDisplayFields); the widget's English texts and toggle icons;
 * - a type per list a screen names one value of (`SurveyStatus`, `ProQuestionType`,
 *   `DisplayReason`…), derived from the list (`( typeof STATUSES )[ number ]`), never re-typed;
 * - one type per REST answer, from the routes' schemas (the route's, and a handler's own
 *   `response_schema`), named after the schema's title, and `RestAnswers`: "METHOD /route" →
 *   its answer's type. A nested schema with a title is its own named type (Question, PageRule…);
 *   a property is optional only where its schema says `'required' => false`;
 * - the widget's bootstrap (WidgetBootstrapSchema), which is no route;
 * - `RestRequests`: each route's arguments, optional unless required.
 * Schema descriptions become doc comments.
 * A development tool, not shipped: `npm run contract` (bin/contract.php) writes the file; the
 * test ContractTest only checks that the committed file is what this writes now. It needs a
 * loaded WordPress (the routes register on rest_api_init), hence not a webpack step.
 */
final class TypeScriptContract {

	/**
	 * The named nested types met so far: name → TypeScript.
	 *
	 * @var array<string, string>
	 */
	private static array $named = array();

	/**
	 * The constants written so far: name → value.
	 *
	 * @var array<string, mixed>
	 */
	private static array $written = array();

	/**
	 * The types derived from a written list: type name → the list's constant. A list's values, or
	 * an object's keys (`keyof typeof`).
	 *
	 * @var array<string, string>
	 */
	private const LIST_TYPES = array(
		'SurveyStatus'         => 'STATUSES',
		'SurveyFilterStatus'   => 'FILTER_STATUSES',
		'ChoiceQuestionType'   => 'CHOICE_TYPES',
		'ProQuestionType'      => 'PRO_QUESTION_TYPES',
		'LogicSourceType'      => 'LOGIC_SOURCE_TYPES',
		'JumpSourceType'       => 'JUMP_SOURCE_TYPES',
		'CrosstabQuestionType' => 'CROSSTAB_TYPES',
		'RatingQuestionType'   => 'RATING_SCALES',
		'NpsBucket'            => 'NPS_BUCKETS',
		'FilterDevice'         => 'FILTER_DEVICES',
		'NpsInterval'          => 'NPS_INTERVALS',
		'ResponseStatus'       => 'RESPONSE_STATUSES',
		'DisplayReason'        => 'DISPLAY_REASONS',
	);

	/**
	 * Where the module is written, from the repository root.
	 */
	public const PATH = 'contract/userfeedback.ts';

	/**
	 * The module's text.
	 *
	 * @return string
	 * @throws \RuntimeException When a schema title names a list's type, or a list is missing.
	 */
	public static function build(): string {
		$out = "/**\n * The plugin's contract, generated from its PHP sources of truth by\n * bin/tools/Contract/TypeScriptContract.php — do not edit: change the PHP and run\n * `npm run contract` (ContractTest fails while this file is stale).\n */\n\n";

		$out .= self::start() . "// SurveyDefaults (src/Surveys/SurveyDefaults.php).\n";
		foreach ( ( new \ReflectionClass( SurveyDefaults::class ) )->getReflectionConstants( \ReflectionClassConstant::IS_PUBLIC ) as $constant ) {
			$out .= self::constant( $constant->getName(), $constant->getValue() );
		}
		$out .= "\n// The floating toggle's icons (src/Frontend/ToggleIcons.php): 24 × 24 stroked paths.\n" . self::constant( 'TOGGLE_ICONS', ToggleIcons::PATHS ) . self::constant( 'DEFAULT_TOGGLE_ICON', ToggleIcons::DEFAULT );
		$out .= "\n// A new survey's settings and a new question's parts (SurveyDefaults).\n" . self::constant( 'SURVEY_SETTINGS', SurveyDefaults::settings() )
			. self::constant( 'EMAIL_LOGIC', SurveyDefaults::email_logic() )
			. self::constant( 'QUESTION_SETTINGS', SurveyDefaults::question_settings() )
			. self::constant( 'QUESTION_LOGIC', SurveyDefaults::question_logic() );
		$out .= "\n// The site's settings (src/Settings/SettingsSchema.php): lists, limits, each field's default.\n";
		foreach ( ( new \ReflectionClass( SettingsSchema::class ) )->getReflectionConstants( \ReflectionClassConstant::IS_PUBLIC ) as $constant ) {
			// One name per value: a name already written for the same value is not repeated, one
			// written for another value gets the SETTINGS_ prefix (SettingsSchema::TOGGLE_ICONS lists
			// the keys of ToggleIcons' paths).
			$name = $constant->getName();
			if ( isset( self::$written[ $name ] ) ) {
				if ( self::$written[ $name ] === $constant->getValue() ) {
					continue;
				}
				$name = 'SETTINGS_' . $name;
			}
			$out .= self::constant( $name, $constant->getValue() );
		}
		$out .= self::constant( 'SETTINGS_DEFAULTS', SettingsSchema::defaults() );
		$out .= "\n// Tags and notes (pro/src/Tags): their limits.\n" . self::constant( 'TAG_MAX_LENGTH', TagRules::MAX_LENGTH )
			. self::constant( 'TAGS_PER_RESPONSE', TagRules::MAX_PER_RESPONSE )
			. self::constant( 'NOTE_MAX_LENGTH', NotesController::MAX_LENGTH );
		$out .= "\n// The reports (src/Reporting): the filter's NPS score ranges, parameters, devices and most\n// conditions; the dates a report may ask for, and the longest range without the Pro plan; the\n// question types a cross-tab takes (Crosstab), the rating types and their scales\n// (QuestionStats), the NPS trend's intervals (NpsTrend), a response's statuses\n// (ResponsesRepository).\n" . self::constant( 'NPS_BUCKETS', ResponseFilter::BUCKETS )
			. self::constant( 'FILTER_PARAMS', ResponseFilter::PARAMS )
			. self::constant( 'FILTER_DEVICES', ResponseFilter::DEVICES )
			. self::constant( 'MAX_FILTER_CONDITIONS', ResponseFilter::MAX_CONDITIONS )
			. self::constant( 'EARLIEST_DATE', DateRange::EARLIEST )
			. self::constant( 'FREE_RANGE_DAYS', DateRange::FREE_DAYS )
			. self::constant( 'CROSSTAB_TYPES', Crosstab::TYPES )
			. self::constant( 'RATING_SCALES', QuestionStats::SCALES )
			. self::constant( 'NPS_INTERVALS', NpsTrend::INTERVALS )
			. self::constant( 'RESPONSE_STATUSES', ResponsesRepository::STATUSES );
		$out .= "\n// A visitor's answers (src/Visitors/ResponseValidator.php): the longest text and long-text\n// answers, comment (a question's comment box) and first name (an e-mail question's) it takes.\n" . self::constant( 'ANSWER_MAX_TEXT', ResponseValidator::MAX_TEXT )
			. self::constant( 'ANSWER_MAX_LONG_TEXT', ResponseValidator::MAX_LONG_TEXT )
			. self::constant( 'ANSWER_MAX_EXTRA', ResponseValidator::MAX_EXTRA )
			. self::constant( 'ANSWER_MAX_NAME', ResponseValidator::MAX_NAME );
		$out .= "\n// A survey's languages (src/Surveys/Translations): a WordPress locale code, the languages\n// written right to left, and the longest text of each translated field.\n" . self::constant( 'LOCALE_PATTERN', Locale::PATTERN )
			. self::constant( 'RTL_LANGUAGES', Locale::RTL_LANGUAGES )
			. self::constant( 'TRANSLATION_MAX_LENGTHS', TranslationsValidator::MAX_LENGTHS )
			. self::constant( 'MAX_TRANSLATIONS', TranslationsValidator::MAX_LANGUAGES );
		$out .= "\n// The largest translator's XLIFF file an import reads, in bytes (src/Surveys/Translations/XliffImport.php).\n" . self::constant( 'XLIFF_MAX_BYTES', XliffImport::MAX_BYTES );
		$out .= "\n// Why visitors do not see a survey placed inline: the survey object's display.reason\n// (src/Rest/SurveyDisplayFields.php).\n" . self::constant( 'DISPLAY_REASONS', SurveyDisplayFields::DISPLAY_REASONS );
		$out .= "\n// The widget's words in English (src/Frontend/WidgetBootstrap.php; the page sends them translated).\n" . self::constant( 'WIDGET_TEXTS', WidgetBootstrap::texts() );
		$out .= "\n// One value of a list above (one key, for an object).\n" . self::list_types();

		$answers = self::answers();
		$clashes = array_intersect( array_keys( $answers[0] ), array_keys( self::LIST_TYPES ) );
		if ( array() !== $clashes ) {
			throw new \RuntimeException( 'A schema title names a type of the lists: ' . implode( ', ', $clashes ) . '.' );
		}
		$out .= "\n// REST answers (userfeedback/v1), from the routes' schemas; a nested schema with a title is\n// its own type.\n";
		foreach ( $answers[0] as $name => $type ) {
			$out .= "export type {$name} = {$type};\n\n";
		}
		$out .= "/** Each route's answer: \"METHOD /route\" → its type. */\nexport interface RestAnswers {\n";
		foreach ( $answers[1] as $key => $name ) {
			$out .= "\t'" . $key . "': {$name};\n";
		}
		$out .= "}\n\n/**\n * Each route's arguments (query or JSON body; the path's own, such as {id}, are left out):\n * \"METHOD /route\" → their type. Optional unless the route requires them.\n */\nexport interface RestRequests {\n";
		foreach ( self::requests() as $key => $type ) {
			$out .= "\t'" . $key . "': {$type};\n";
		}
		return $out . "}\n";
	}

	/**
	 * The routes' arguments as types, by "METHOD /route".
	 *
	 * @return array<string, string>
	 */
	private static function requests(): array {
		$server   = rest_get_server();
		$requests = array();
		foreach ( $server->get_routes( 'userfeedback/v1' ) as $route => $handlers ) {
			if ( '/userfeedback/v1' === $route ) {
				continue;
			}
			preg_match_all( '/\(\?P<(\w+)>/', $route, $in_path );
			$path = self::route_path( $route );
			foreach ( $handlers as $handler ) {
				$properties = array();
				foreach ( (array) ( $handler['args'] ?? array() ) as $name => $arg ) {
					if ( in_array( $name, $in_path[1], true ) ) {
						continue;
					}
					$properties[ $name ] = self::as_request( array_diff_key( (array) $arg, array_flip( array( 'validate_callback', 'sanitize_callback', 'arg_options' ) ) ) );
				}
				if ( array() === $properties ) {
					continue;
				}
				$type = self::type(
					array(
						'type'       => 'object',
						'properties' => $properties,
					),
					1
				);
				foreach ( array_keys( (array) $handler['methods'] ) as $method ) {
					$requests[ "{$method} {$path}" ] = $type;
				}
			}
		}
		ksort( $requests );
		return $requests;
	}

	/**
	 * An argument's schema as a request type reads it: a field is optional unless required
	 * (`'required' => true`), and parts are written in place, without titles, as a request may
	 * accept more than the answer's named type says (a number for a string id, say).
	 *
	 * @param array<string, mixed> $schema The schema.
	 * @return array<string, mixed>
	 */
	private static function as_request( array $schema ): array {
		unset( $schema['title'] );
		$schema['required'] = true === ( $schema['required'] ?? null ) ? true : false;
		if ( is_array( $schema['properties'] ?? null ) ) {
			$schema['properties'] = array_map( static fn( $one ): array => self::as_request( (array) $one ), $schema['properties'] );
		}
		foreach ( array( 'items', 'additionalProperties' ) as $key ) {
			if ( is_array( $schema[ $key ] ?? null ) ) {
				$schema[ $key ] = self::as_request( $schema[ $key ] );
			}
		}
		foreach ( array( 'oneOf', 'anyOf' ) as $key ) {
			if ( is_array( $schema[ $key ] ?? null ) ) {
				$schema[ $key ] = array_map( static fn( $one ): array => self::as_request( (array) $one ), $schema[ $key ] );
			}
		}
		return $schema;
	}

	/**
	 * Forgets the constants and named types of an earlier build.
	 *
	 * @return string Nothing to write.
	 */
	private static function start(): string {
		self::$written = array();
		self::$named   = array();
		return '';
	}

	/**
	 * One exported constant.
	 *
	 * @param string $name  Its name.
	 * @param mixed  $value Its value.
	 * @return string
	 */
	private static function constant( string $name, $value ): string {
		self::$written[ $name ] = $value;
		return "export const {$name} = " . self::literal( $value, 0 ) . ( is_array( $value ) ? ' as const' : '' ) . ";\n";
	}

	/**
	 * The types of LIST_TYPES: one value of a written list, or one key of a written object.
	 *
	 * @return string
	 * @throws \RuntimeException When a list was not written.
	 */
	private static function list_types(): string {
		$out = '';
		foreach ( self::LIST_TYPES as $type => $constant ) {
			if ( ! is_array( self::$written[ $constant ] ?? null ) ) {
				throw new \RuntimeException( "No list {$constant} for the type {$type}." );
			}
			$out .= array_is_list( self::$written[ $constant ] ) ? "export type {$type} = ( typeof {$constant} )[ number ];\n" : "export type {$type} = keyof typeof {$constant};\n";
		}
		return $out;
	}

	/**
	 * The answer types by name and the routes' map.
	 *
	 * @return array{0: array<string, string>, 1: array<string, string>}
	 * @throws \RuntimeException When two schemas share a title but not a shape.
	 */
	private static function answers(): array {
		$server = rest_get_server();
		$types  = array();
		$seen   = array();
		$routes = array();
		foreach ( $server->get_routes( 'userfeedback/v1' ) as $route => $handlers ) {
			if ( '/userfeedback/v1' === $route ) {
				continue;
			}
			$options = $server->get_route_options( $route );
			$path    = self::route_path( $route );
			foreach ( $handlers as $handler ) {
				$callable = $handler['response_schema'] ?? $options['schema'] ?? null;
				if ( ! is_callable( $callable ) ) {
					continue;
				}
				$schema = (array) call_user_func( $callable );
				$name   = self::type_name( (string) ( $schema['title'] ?? $path ) );
				$type   = self::type( $schema, 0 );
				if ( isset( $seen[ $name ] ) && $seen[ $name ] !== $type ) {
					$name .= count( array_filter( array_keys( $types ), static fn( string $known ): bool => str_starts_with( $known, $name ) ) ) + 1;
				}
				$seen[ $name ]  = $type;
				$types[ $name ] = $type;
				foreach ( array_keys( (array) $handler['methods'] ) as $method ) {
					$routes[ "{$method} {$path}" ] = $name;
				}
			}
		}
		// Not a route: what the page hands the widget (window.userfeedbackWidget).
		$types['WidgetBootstrap'] = self::type( WidgetBootstrapSchema::bootstrap(), 0 );
		foreach ( self::$named as $name => $type ) {
			if ( isset( $types[ $name ] ) && $types[ $name ] !== $type ) {
				throw new \RuntimeException( "Two schemas are titled {$name} with different shapes." );
			}
			$types[ $name ] = $type;
		}
		ksort( $types );
		ksort( $routes );
		return array( $types, $routes );
	}

	/**
	 * A route as the maps name it: /userfeedback/v1/surveys/(?P<id>[\d]+) → /surveys/{id}.
	 *
	 * @param string $route The route's pattern.
	 * @return string
	 */
	private static function route_path( string $route ): string {
		return (string) preg_replace( '/\(\?P<(\w+)>[^)]*\)/', '{$1}', substr( $route, strlen( '/userfeedback/v1' ) ) );
	}

	/**
	 * A schema's title as a type name: userfeedback-survey-priority → SurveyPriority.
	 *
	 * @param string $title The title.
	 * @return string
	 */
	private static function type_name( string $title ): string {
		$title = (string) preg_replace( '/^userfeedback[-_]/', '', $title );
		return str_replace( ' ', '', ucwords( (string) preg_replace( '/[^A-Za-z0-9]+/', ' ', $title ) ) );
	}

	/**
	 * A JSON schema as a TypeScript type.
	 *
	 * @param array<string, mixed> $schema The schema.
	 * @param int                  $depth  Nesting, for indentation.
	 * @return string
	 * @throws \RuntimeException When two schemas share a title but not a shape.
	 */
	private static function type( array $schema, int $depth ): string {
		if ( $depth > 0 && is_string( $schema['title'] ?? null ) ) {
			// A titled part (a question, a page rule…) is one named type wherever it appears, so the
			// app can name it; one title with two shapes is a mistake in the schemas.
			$name = self::type_name( $schema['title'] );
			unset( $schema['title'] );
			$type = self::type( $schema, 0 );
			if ( isset( self::$named[ $name ] ) && self::$named[ $name ] !== $type ) {
				throw new \RuntimeException( "Two schemas are titled {$name} with different shapes." );
			}
			self::$named[ $name ] = $type;
			return $name;
		}
		if ( isset( $schema['enum'] ) && is_array( $schema['enum'] ) ) {
			return implode( ' | ', array_map( static fn( $value ): string => self::literal( $value, 0 ), $schema['enum'] ) );
		}
		foreach ( array( 'oneOf', 'anyOf' ) as $key ) {
			if ( isset( $schema[ $key ] ) && is_array( $schema[ $key ] ) ) {
				return implode( ' | ', array_map( static fn( array $one ): string => self::type( $one, $depth ), $schema[ $key ] ) );
			}
		}
		$types = (array) ( $schema['type'] ?? 'unknown' );
		$out   = array();
		foreach ( $types as $type ) {
			$out[] = self::one_type( (string) $type, $schema, $depth );
		}
		return implode( ' | ', array_unique( $out ) );
	}

	/**
	 * One JSON type of a schema as TypeScript.
	 *
	 * @param string               $type   The JSON type.
	 * @param array<string, mixed> $schema The schema.
	 * @param int                  $depth  Nesting.
	 * @return string
	 */
	private static function one_type( string $type, array $schema, int $depth ): string {
		switch ( $type ) {
			case 'string':
				return 'string';
			case 'integer':
			case 'number':
				return 'number';
			case 'boolean':
				return 'boolean';
			case 'null':
				return 'null';
			case 'array':
				$items = is_array( $schema['items'] ?? null ) ? self::type( $schema['items'], $depth ) : 'unknown';
				return str_contains( $items, ' ' ) && ! str_starts_with( $items, '{' ) ? "Array< {$items} >" : "{$items}[]";
			case 'object':
				$properties = is_array( $schema['properties'] ?? null ) ? $schema['properties'] : array();
				if ( array() === $properties ) {
					$values = is_array( $schema['additionalProperties'] ?? null ) ? self::type( $schema['additionalProperties'], $depth ) : 'unknown';
					return "Record< string, {$values} >";
				}
				$pad  = str_repeat( "\t", $depth + 1 );
				$body = '';
				foreach ( $properties as $name => $property ) {
					$key = preg_match( '/^[A-Za-z_$][\w$]*$/', (string) $name ) ? (string) $name : "'" . $name . "'";
					// Every property is sent unless its schema says `'required' => false` (a field only
					// some answers carry, such as a refused publish's message).
					$optional = false === ( ( (array) $property )['required'] ?? null ) ? '?' : '';
					$about    = ( (array) $property )['description'] ?? null;
					// The schema's words travel to the editor's hover (the server's own translation aside).
					$body .= is_string( $about ) ? "{$pad}/** " . str_replace( '*/', '* /', $about ) . " */\n" : '';
					$body .= "{$pad}{$key}{$optional}: " . self::type( (array) $property, $depth + 1 ) . ";\n";
				}
				return "{\n{$body}" . str_repeat( "\t", $depth ) . '}';
			default:
				return 'unknown';
		}
	}

	/**
	 * A PHP value as a TypeScript literal.
	 *
	 * @param mixed $value The value.
	 * @param int   $depth Nesting, for indentation.
	 * @return string
	 */
	private static function literal( $value, int $depth ): string {
		if ( is_array( $value ) ) {
			$pad = str_repeat( "\t", $depth + 1 );
			if ( array_is_list( $value ) ) {
				$items = array_map( static fn( $item ): string => self::literal( $item, $depth + 1 ), $value );
				$line  = '[ ' . implode( ', ', $items ) . ' ]';
				return array() === $value ? '[]' : ( strlen( $line ) < 80 ? $line : "[\n{$pad}" . implode( ",\n{$pad}", $items ) . ",\n" . str_repeat( "\t", $depth ) . ']' );
			}
			$body = '';
			foreach ( $value as $key => $item ) {
				$name  = preg_match( '/^[A-Za-z_$][\w$]*$/', (string) $key ) ? (string) $key : self::literal( (string) $key, 0 );
				$body .= "{$pad}{$name}: " . self::literal( $item, $depth + 1 ) . ",\n";
			}
			return "{\n{$body}" . str_repeat( "\t", $depth ) . '}';
		}
		if ( is_string( $value ) ) {
			return "'" . str_replace( array( '\\', "'", "\n" ), array( '\\\\', "\\'", '\\n' ), $value ) . "'";
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( null === $value ) {
			return 'null';
		}
		return (string) $value;
	}
}
