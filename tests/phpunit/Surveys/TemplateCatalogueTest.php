<?php
/**
 * The survey templates catalogue.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\TemplateCatalogue;
use UserFeedback\Surveys\TypeSettings;
use UserFeedback\Tests\TestCase;

/**
 * The catalogue's content against the question rules of the spec (configuration §3, §5, §9), and
 * its availability in every tier (§6, §8), over real licence and add-on state.
 */
final class TemplateCatalogueTest extends TestCase {

	private const FREE_TYPES = array( 'radio-button', 'checkbox', 'text', 'long-text', 'email' );

	private const LICENCE_ERROR = 'Please enter a valid license key to enable Pro templates.';

	public function test_blank_comes_first_then_at_least_twenty_more_with_unique_keys(): void {
		$catalogue = $this->catalogue( 'pro' );
		$templates = $catalogue->all();
		$keys      = array_column( $templates, 'key' );

		$this->assertGreaterThanOrEqual( 21, count( $templates ) );
		$this->assertSame( 'blank', $keys[0] );
		$this->assertSame( array_values( array_unique( $keys ) ), $keys );
		$this->assertSame( $keys, $catalogue->keys() );
		foreach ( $keys as $key ) {
			$this->assertMatchesRegularExpression( '/^[a-z0-9]+(-[a-z0-9]+)*$/', $key );
		}
		// The Lite upsell promises 20+ premium templates.
		$this->assertGreaterThanOrEqual( 20, count( array_filter( array_column( $templates, 'is_pro' ) ) ) );
	}

	public function test_blank_has_no_questions_and_is_free(): void {
		$blank = $this->catalogue( 'lite' )->find( 'blank' );
		$this->assertNotNull( $blank );
		$this->assertSame( array(), $blank['config']['questions'] );
		$this->assertFalse( $blank['is_pro'] );
		$this->assertSame( '', $blank['type'] );
	}

	public function test_every_template_has_the_item_shape(): void {
		foreach ( $this->catalogue( 'pro' )->all() as $template ) {
			$this->assertSame(
				array( 'key', 'name', 'description', 'type', 'is_pro', 'is_available', 'required_addons', 'errors', 'disabled', 'config' ),
				array_keys( $template ),
				$template['key']
			);
			$this->assertNotSame( '', trim( $template['name'] ), $template['key'] );
			$this->assertNotSame( '', trim( $template['description'] ), $template['key'] );
			$this->assertSame( array( 'questions' ), array_keys( $template['config'] ), $template['key'] );
			$this->assertSame( 'nps' === $template['key'] ? 'nps' : '', $template['type'], $template['key'] );
		}
	}

	public function test_every_question_follows_the_question_rules(): void {
		foreach ( $this->catalogue( 'pro' )->all() as $template ) {
			$questions = $template['config']['questions'];
			if ( 'blank' !== $template['key'] ) {
				$this->assertGreaterThanOrEqual( 2, count( $questions ), $template['key'] );
				$this->assertLessThanOrEqual( 4, count( $questions ), $template['key'] );
			}
			foreach ( $questions as $index => $question ) {
				$where = $template['key'] . ' #' . $index;
				$this->assertSame( array( 'id', 'title', 'type', 'config', 'settings', 'logic', 'jumps' ), array_keys( $question ), $where );
				$this->assertSame( array(), $question['jumps'], $where );
				// Numbered from q1 in order, which also proves the list has no gaps.
				$this->assertSame( 'q' . ( $index + 1 ), $question['id'], $where );
				$this->assertNotSame( '', trim( $question['title'] ), $where );
				$this->assertSame( trim( $question['title'] ), $question['title'], $where );
				$this->assertContains( $question['type'], SurveyDefaults::QUESTION_TYPES, $where );
				$this->assert_config( $question['type'], $question['config'], $where );
				// Every toggle off (they are Pro controls), then the type's own settings whole, as
				// TypeSettings stores them.
				$this->assertSame(
					array_merge(
						array(
							'required'    => false,
							'randomize'   => false,
							'comment_box' => false,
						),
						TypeSettings::normalize( $question['type'], $question['settings'], count( $question['config']['options'] ) )
					),
					$question['settings'],
					$where
				);
				$this->assertSame(
					array(
						'enabled'    => false,
						'action'     => 'show',
						'conditions' => array(),
					),
					$question['logic'],
					$where
				);
			}
		}
	}

	public function test_required_addons_follow_the_question_types(): void {
		foreach ( $this->catalogue( 'pro' )->all() as $template ) {
			$types   = array_column( $template['config']['questions'], 'type' );
			$pro_ask = array() !== array_intersect( $types, SurveyDefaults::PRO_QUESTION_TYPES );
			if ( ! $template['is_pro'] ) {
				$this->assertSame( array(), $template['required_addons'], $template['key'] );
				$this->assertSame( array(), array_diff( $types, self::FREE_TYPES ), $template['key'] . ' uses only free question types' );
				continue;
			}
			$expected = $pro_ask ? array( 'templates', 'question-types' ) : array( 'templates' );
			$this->assertSame( $expected, $template['required_addons'], $template['key'] );
			$this->assertSame( array(), array_diff( $template['required_addons'], AddonRegistry::KEYS ), $template['key'] );
		}
	}

	public function test_there_are_free_templates_besides_blank(): void {
		$free = array_filter( $this->catalogue( 'lite' )->all(), static fn( array $template ): bool => ! $template['is_pro'] );
		$this->assertGreaterThanOrEqual( 4, count( $free ) );
	}

	public function test_the_nps_template_asks_the_spec_question_first(): void {
		$nps = $this->catalogue( 'pro' )->find( 'nps' );
		$this->assertNotNull( $nps );
		$this->assertSame( 'nps', $nps['type'] );
		$this->assertTrue( $nps['is_pro'] );
		$first = $nps['config']['questions'][0];
		$this->assertSame( 'nps', $first['type'] );
		$this->assertSame( 'On a scale of 1-10, how likely would you recommend us to a friend or colleague?', $first['title'] );
	}

	public function test_the_website_experience_template_uses_the_default_star_rating_title(): void {
		$template = $this->catalogue( 'pro' )->find( 'website-experience' );
		$this->assertNotNull( $template );
		$first = $template['config']['questions'][0];
		$this->assertSame( 'star-rating', $first['type'] );
		$this->assertSame( 'How would you rate your overall experience?', $first['title'] );
	}

	public function test_the_csat_and_ces_templates_ask_their_preset_scales(): void {
		$catalogue = $this->catalogue( 'pro' );
		foreach ( array(
			'csat-scale' => array( 'csat', 1, 5, 'How satisfied were you with your experience today?' ),
			'ces-scale'  => array( 'ces', 1, 7, 'How easy was it to do what you came here to do today?' ),
		) as $key => list( $preset, $min, $max, $title ) ) {
			$template = $catalogue->find( $key );
			$this->assertNotNull( $template, $key );
			$this->assertTrue( $template['is_pro'], $key );
			$this->assertSame( '', $template['type'], $key );
			$this->assertSame( array( 'templates', 'question-types' ), $template['required_addons'], $key );
			$first = $template['config']['questions'][0];
			$this->assertSame( 'scale', $first['type'], $key );
			$this->assertSame( $title, $first['title'], $key );
			$this->assertSame( $preset, $first['settings']['preset'], $key );
			$this->assertSame( $min, $first['settings']['scale_min'], $key );
			$this->assertSame( $max, $first['settings']['scale_max'], $key );
			// The widget's end labels for the preset (Very dissatisfied … Very satisfied).
			$this->assertSame( '', $first['settings']['min_label'], $key );
			$this->assertSame( '', $first['settings']['max_label'], $key );
		}
	}

	public function test_the_product_matrix_ranks_the_parts_it_rates(): void {
		$template = $this->catalogue( 'pro' )->find( 'product-matrix' );
		$this->assertNotNull( $template );
		$this->assertSame( array( 'templates', 'question-types' ), $template['required_addons'] );
		list( $matrix, $ranking ) = $template['config']['questions'];
		$this->assertSame( 'matrix', $matrix['type'] );
		$this->assertSame( array( 'Ease of use', 'Quality', 'Value for money', 'Customer support', 'Features' ), $matrix['settings']['rows'] );
		$this->assertSame( array( 'Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied' ), $matrix['config']['options'] );
		$this->assertSame( 'ranking', $ranking['type'] );
		$this->assertSame( $matrix['settings']['rows'], $ranking['config']['options'] );

		$reaction = $this->catalogue( 'pro' )->find( 'page-reaction' );
		$this->assertNotNull( $reaction );
		$this->assertSame( 'smiley', $reaction['config']['questions'][0]['type'] );
		$this->assertSame( 5, $reaction['config']['questions'][0]['settings']['faces'] );
	}

	public function test_the_earlier_csat_and_ces_templates_are_unchanged(): void {
		$catalogue = $this->catalogue( 'pro' );
		$csat      = $catalogue->find( 'csat' );
		$ces       = $catalogue->find( 'customer-effort' );
		$this->assertNotNull( $csat );
		$this->assertNotNull( $ces );
		$this->assertSame( 'Customer Satisfaction (CSAT)', $csat['name'] );
		$this->assertSame( array( 'star-rating', 'radio-button', 'long-text' ), array_column( $csat['config']['questions'], 'type' ) );
		$this->assertSame( 'Customer Effort Score (CES)', $ces['name'] );
		$this->assertSame( array( 'radio-button', 'checkbox', 'long-text' ), array_column( $ces['config']['questions'], 'type' ) );
		// Without Pro question types, the effort template needs only the templates add-on.
		$this->assertSame( array( 'templates' ), $ces['required_addons'] );
	}

	public function test_templates_with_the_new_types_are_locked_without_the_question_types_addon(): void {
		$this->store_license( true );
		$this->set_active_addons( array( 'templates' ) );
		$catalogue = $this->catalogue( 'pro' );
		foreach ( array( 'csat-scale', 'ces-scale', 'product-matrix', 'page-reaction' ) as $key ) {
			$template = $catalogue->find( $key );
			$this->assertNotNull( $template, $key );
			$this->assert_availability( $template, true, array( 'Requires Question Types addon' ), true );
		}

		$this->set_active_addons( array( 'templates', 'question-types' ) );
		foreach ( array( 'csat-scale', 'ces-scale', 'product-matrix', 'page-reaction' ) as $key ) {
			$template = $catalogue->find( $key );
			$this->assertNotNull( $template, $key );
			$this->assert_availability( $template, true, array(), false );
		}
	}

	public function test_find_returns_the_same_entry_as_all_and_null_for_unknown_keys(): void {
		$this->store_license( true );
		$this->set_active_addons( array( 'templates' ) );
		$catalogue = $this->catalogue( 'pro' );
		foreach ( $catalogue->all() as $template ) {
			$this->assertSame( $template, $catalogue->find( $template['key'] ), $template['key'] );
		}
		$this->assertNull( $catalogue->find( 'no-such-template' ) );
		$this->assertNull( $catalogue->find( '' ) );
	}

	public function test_lite_locks_pro_templates_without_error_text(): void {
		// Even with a stored licence and every add-on active: neither counts in Lite.
		$this->store_license( true );
		$this->set_active_addons( AddonRegistry::KEYS );
		foreach ( $this->catalogue( 'lite' )->all() as $template ) {
			if ( $template['is_pro'] ) {
				$this->assert_availability( $template, false, array(), true );
			} else {
				$this->assert_availability( $template, true, array(), false );
			}
		}
	}

	public function test_pro_without_a_valid_licence_asks_for_a_key(): void {
		$this->set_active_addons( AddonRegistry::KEYS );
		foreach ( array( 'none', 'expired' ) as $licence ) {
			if ( 'none' === $licence ) {
				( new LicenseStore() )->clear();
			} else {
				$this->store_license( false );
			}
			foreach ( $this->catalogue( 'pro' )->all() as $template ) {
				if ( $template['is_pro'] ) {
					$this->assert_availability( $template, false, array( self::LICENCE_ERROR ), true, $licence );
				} else {
					$this->assert_availability( $template, true, array(), false, $licence );
				}
			}
		}
	}

	public function test_licensed_pro_with_every_addon_opens_every_template(): void {
		$this->store_license( true );
		$this->set_active_addons( AddonRegistry::KEYS );
		foreach ( $this->catalogue( 'pro' )->all() as $template ) {
			$this->assert_availability( $template, true, array(), false );
		}
	}

	public function test_licensed_pro_without_addons_names_each_missing_addon(): void {
		$this->store_license( true );
		$this->set_active_addons( array() );
		$catalogue = $this->catalogue( 'pro' );

		$nps = $catalogue->find( 'nps' );
		$this->assertNotNull( $nps );
		$this->assert_availability( $nps, true, array( 'Requires Templates addon', 'Requires Question Types addon' ), true );

		$exit_intent = $catalogue->find( 'exit-intent' );
		$this->assertNotNull( $exit_intent );
		$this->assert_availability( $exit_intent, true, array( 'Requires Templates addon' ), true );

		foreach ( $catalogue->all() as $template ) {
			$expected = array();
			if ( in_array( 'templates', $template['required_addons'], true ) ) {
				$expected[] = 'Requires Templates addon';
			}
			if ( in_array( 'question-types', $template['required_addons'], true ) ) {
				$expected[] = 'Requires Question Types addon';
			}
			$this->assert_availability( $template, true, $expected, array() !== $expected );
		}
	}

	public function test_licensed_pro_with_only_the_templates_addon_still_needs_question_types(): void {
		$this->store_license( true );
		$this->set_active_addons( array( 'templates' ) );
		foreach ( $this->catalogue( 'pro' )->all() as $template ) {
			$needs_types = in_array( 'question-types', $template['required_addons'], true );
			$expected    = $needs_types ? array( 'Requires Question Types addon' ) : array();
			$this->assert_availability( $template, true, $expected, $needs_types );
		}
	}

	public function test_licensed_pro_with_only_the_question_types_addon_needs_templates(): void {
		$this->store_license( true );
		$this->set_active_addons( array( 'question-types' ) );
		foreach ( $this->catalogue( 'pro' )->all() as $template ) {
			$expected = $template['is_pro'] ? array( 'Requires Templates addon' ) : array();
			$this->assert_availability( $template, true, $expected, $template['is_pro'] );
		}
	}

	/**
	 * Asserts a question's config for its type: options only on choice questions, within their
	 * counts, non-empty and trimmed; include_name only (and always) on e-mail questions.
	 *
	 * @param string               $type   Question type.
	 * @param array<string, mixed> $config The question's config.
	 * @param string               $where  Label for failure messages.
	 * @return void
	 */
	private function assert_config( string $type, array $config, string $where ): void {
		$this->assertSame( 'email' === $type ? array( 'options', 'include_name' ) : array( 'options' ), array_keys( $config ), $where );
		if ( 'email' === $type ) {
			$this->assertIsBool( $config['include_name'], $where );
		}
		$options = $config['options'];
		$this->assertIsArray( $options, $where );
		$this->assertTrue( array_is_list( $options ), $where );
		$limits = SurveyDefaults::OPTION_LIMITS;
		if ( ! in_array( $type, SurveyDefaults::OPTION_TYPES, true ) ) {
			$this->assertSame( array(), $options, $where );
			return;
		}
		$this->assertGreaterThanOrEqual( $limits[ $type ][0], count( $options ), $where );
		$this->assertLessThanOrEqual( $limits[ $type ][1], count( $options ), $where );
		$this->assertSame( array_values( array_unique( $options ) ), $options, $where . ' options are distinct' );
		foreach ( $options as $option ) {
			$this->assertIsString( $option, $where );
			$this->assertNotSame( '', $option, $where );
			$this->assertSame( trim( $option ), $option, $where );
		}
	}

	/**
	 * Asserts a template's availability, errors and disabled flag.
	 *
	 * @param array<string, mixed> $template  The template.
	 * @param bool                 $available Expected is_available.
	 * @param string[]             $errors    Expected errors.
	 * @param bool                 $disabled  Expected disabled.
	 * @param string               $label     Extra label for failure messages.
	 * @return void
	 */
	private function assert_availability( array $template, bool $available, array $errors, bool $disabled, string $label = '' ): void {
		$where = trim( $template['key'] . ' ' . $label );
		$this->assertSame( $available, $template['is_available'], $where );
		$this->assertSame( $errors, $template['errors'], $where );
		$this->assertSame( $disabled, $template['disabled'], $where );
	}

	/**
	 * Stores a pro licence, valid or expired.
	 *
	 * @param bool $valid Whether the licence is valid.
	 * @return void
	 */
	private function store_license( bool $valid ): void {
		( new LicenseStore() )->save( new License( 'key-pro', 'pro', ! $valid ) );
	}

	/**
	 * A catalogue for an edition over the site's real licence and add-on state.
	 *
	 * @param string $edition 'lite' or 'pro'.
	 * @return TemplateCatalogue
	 */
	private function catalogue( string $edition ): TemplateCatalogue {
		return new TemplateCatalogue( new Entitlements( $edition, new LicenseStore(), new AddonRegistry() ) );
	}
}
