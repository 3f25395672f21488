<?php
/**
 * The survey templates offered on the builder's setup step.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Entitlements\Entitlements;

/**
 * Templates are data shipped with the plugin, not rows: they change with releases and must be
 * translated at request time. Each one carries its availability for this site, decided here from
 * the entitlements so the admin app only reflects it.
 *
 * Free templates (blank and a few basic ones) use only the free question types and are open to
 * everyone. Pro templates need the Pro build, a valid licence and the templates add-on, and also
 * the question-types add-on when they ask a Pro question type (NPS, star rating, or one of the
 * types beyond the spec's seven: the CSAT and CES scales, smileys, a matrix, a ranking).
 *
 * @phpstan-type QuestionConfig array{options: string[], include_name?: bool}
 * @phpstan-type QuestionSettings array<string, mixed>
 * @phpstan-type QuestionLogic array{enabled: bool, action: string, conditions: array<int, mixed>}
 * @phpstan-type DraftQuestion array{title: string, type: string, config: QuestionConfig, settings: QuestionSettings, logic: QuestionLogic, jumps: array<int, mixed>}
 * @phpstan-type Question array{id: string, title: string, type: string, config: QuestionConfig, settings: QuestionSettings, logic: QuestionLogic, jumps: array<int, mixed>}
 * @phpstan-type Definition array{key: string, name: string, description: string, type: string, is_pro: bool, questions: list<Question>}
 * @phpstan-type Template array{key: string, name: string, description: string, type: string, is_pro: bool, is_available: bool, required_addons: string[], errors: string[], disabled: bool, config: array{questions: list<Question>}}
 */
final class TemplateCatalogue {

	public function __construct( private readonly Entitlements $entitlements ) {
	}

	/**
	 * Every template in display order, blank first, each with its availability on this site.
	 *
	 * @return list<Template>
	 */
	public function all(): array {
		return array_map( array( $this, 'with_availability' ), $this->definitions() );
	}

	/**
	 * One template with its availability, or null for an unknown key.
	 *
	 * @param string $key Template key.
	 * @return Template|null
	 */
	public function find( string $key ): ?array {
		foreach ( $this->definitions() as $definition ) {
			if ( $definition['key'] === $key ) {
				return $this->with_availability( $definition );
			}
		}
		return null;
	}

	/**
	 * Every template key, in display order.
	 *
	 * @return list<string>
	 */
	public function keys(): array {
		return array_column( $this->definitions(), 'key' );
	}

	/**
	 * Adds required add-ons, availability, errors and the disabled flag to a definition.
	 *
	 * Lite gets no error text: add-ons and licences do nothing there, so neither message would be
	 * true; the admin app shows the locked template with its upgrade prompt instead. Without a
	 * licence only the licence message shows, since activating add-ons would not help yet.
	 *
	 * @param array<string, mixed> $definition The template's data.
	 * @phpstan-param Definition $definition
	 * @return Template
	 */
	private function with_availability( array $definition ): array {
		$required  = $this->required_addons( $definition );
		$available = ! $definition['is_pro'] || $this->entitlements->is_licensed();
		$errors    = array();
		if ( $definition['is_pro'] && $this->entitlements->is_pro() ) {
			if ( ! $this->entitlements->is_licensed() ) {
				$errors[] = __( 'Please enter a valid license key to enable Pro templates.', 'userfeedback' );
			} else {
				foreach ( $required as $addon ) {
					if ( ! $this->entitlements->addon_active( $addon ) ) {
						$errors[] = sprintf(
							/* translators: %s: add-on name, e.g. Templates. */
							__( 'Requires %s addon', 'userfeedback' ),
							$this->addon_name( $addon )
						);
					}
				}
			}
		}
		return array(
			'key'             => $definition['key'],
			'name'            => $definition['name'],
			'description'     => $definition['description'],
			'type'            => $definition['type'],
			'is_pro'          => $definition['is_pro'],
			'is_available'    => $available,
			'required_addons' => $required,
			'errors'          => $errors,
			'disabled'        => ! $available || array() !== $errors,
			'config'          => array( 'questions' => $definition['questions'] ),
		);
	}

	/**
	 * The add-ons a template needs: none for free ones; templates, then question-types when a Pro
	 * question type is asked.
	 *
	 * @param array<string, mixed> $definition The template's data.
	 * @phpstan-param Definition $definition
	 * @return string[]
	 */
	private function required_addons( array $definition ): array {
		if ( ! $definition['is_pro'] ) {
			return array();
		}
		$required = array( 'templates' );
		$types    = array_column( $definition['questions'], 'type' );
		if ( array() !== array_intersect( $types, SurveyDefaults::PRO_QUESTION_TYPES ) ) {
			$required[] = 'question-types';
		}
		return $required;
	}

	private function addon_name( string $key ): string {
		$names = array(
			'question-types' => __( 'Question Types', 'userfeedback' ),
			'targeting'      => __( 'Targeting', 'userfeedback' ),
			'branding'       => __( 'Branding', 'userfeedback' ),
			'behavior'       => __( 'Behavior', 'userfeedback' ),
			'templates'      => __( 'Templates', 'userfeedback' ),
		);
		return $names[ $key ] ?? $key;
	}

	/**
	 * Every template's data, in display order: blank, the free ones everyone can use, then Pro.
	 * Built on each call so the strings follow the current locale.
	 *
	 * @return list<Definition>
	 */
	private function definitions(): array {
		return array_merge(
			array( $this->template( 'blank', __( 'Blank Template', 'userfeedback' ), __( 'Start from scratch and write your own questions.', 'userfeedback' ), false, array() ) ),
			$this->free_templates(),
			$this->customer_templates(),
			$this->website_templates(),
			$this->product_templates(),
			$this->store_templates(),
			$this->audience_templates(),
			$this->event_and_learning_templates(),
			$this->workplace_templates()
		);
	}

	/**
	 * Basic templates using only free question types, open in every edition.
	 *
	 * @return list<Definition>
	 */
	private function free_templates(): array {
		$yes_partly_no = array( __( 'Yes', 'userfeedback' ), __( 'Partly', 'userfeedback' ), __( 'No', 'userfeedback' ) );
		return array(
			$this->template(
				'content-feedback',
				__( 'Content Feedback', 'userfeedback' ),
				__( 'Find out whether your articles and pages answer your readers\' questions.', 'userfeedback' ),
				false,
				array(
					$this->radio( __( 'Was this page helpful?', 'userfeedback' ), array( __( 'Yes', 'userfeedback' ), __( 'Somewhat', 'userfeedback' ), __( 'No', 'userfeedback' ) ) ),
					$this->long_text( __( 'What was missing or unclear?', 'userfeedback' ) ),
					$this->radio( __( 'How did you find this page?', 'userfeedback' ), array( __( 'Search engine', 'userfeedback' ), __( 'Social media', 'userfeedback' ), __( 'A link on another website', 'userfeedback' ), __( 'Our newsletter', 'userfeedback' ), __( 'Other', 'userfeedback' ) ) ),
				)
			),
			$this->template(
				'visitor-intent',
				__( 'Visitor Intent', 'userfeedback' ),
				__( 'Learn why people visit your site and whether they find what they came for.', 'userfeedback' ),
				false,
				array(
					$this->radio( __( 'What brings you to our website today?', 'userfeedback' ), array( __( 'Researching a product or service', 'userfeedback' ), __( 'Ready to make a purchase', 'userfeedback' ), __( 'Looking for help or support', 'userfeedback' ), __( 'Just browsing', 'userfeedback' ), __( 'Something else', 'userfeedback' ) ) ),
					$this->radio( __( 'Did you find what you were looking for?', 'userfeedback' ), $yes_partly_no ),
					$this->text( __( 'What were you hoping to find?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'feature-request',
				__( 'Feature Request', 'userfeedback' ),
				__( 'Collect ideas for new features straight from the people who use your product.', 'userfeedback' ),
				false,
				array(
					$this->text( __( 'What feature would you like us to add?', 'userfeedback' ) ),
					$this->long_text( __( 'How would this feature help you?', 'userfeedback' ) ),
					$this->radio( __( 'How important is this feature to you?', 'userfeedback' ), array( __( 'Nice to have', 'userfeedback' ), __( 'Important', 'userfeedback' ), __( 'Essential', 'userfeedback' ) ) ),
					$this->email( __( 'Leave your email if you would like to hear when it is available.', 'userfeedback' ) ),
				)
			),
			$this->template(
				'search-experience',
				__( 'Site Search Feedback', 'userfeedback' ),
				__( 'Discover what visitors search for and where your search results fall short.', 'userfeedback' ),
				false,
				array(
					$this->radio( __( 'Did you find what you were searching for?', 'userfeedback' ), $yes_partly_no ),
					$this->text( __( 'What were you searching for?', 'userfeedback' ) ),
					$this->long_text( __( 'How could we improve our search results?', 'userfeedback' ) ),
				)
			),
		);
	}

	/**
	 * Loyalty, satisfaction and service templates.
	 *
	 * @return list<Definition>
	 */
	private function customer_templates(): array {
		return array(
			$this->template(
				'nps',
				__( 'Net Promoter Score (NPS)', 'userfeedback' ),
				__( 'Measure customer loyalty with the standard NPS question and learn what drives the score.', 'userfeedback' ),
				true,
				array(
					$this->nps( __( 'On a scale of 1-10, how likely would you recommend us to a friend or colleague?', 'userfeedback' ) ),
					$this->long_text( __( 'What is the main reason for your score?', 'userfeedback' ) ),
					$this->long_text( __( 'What is one thing we could do to improve?', 'userfeedback' ) ),
				),
				'nps'
			),
			$this->template(
				'csat',
				__( 'Customer Satisfaction (CSAT)', 'userfeedback' ),
				__( 'Gauge how satisfied customers are and pinpoint what to improve.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How satisfied are you with our product or service?', 'userfeedback' ) ),
					$this->radio( __( 'How well does our product or service meet your needs?', 'userfeedback' ), array( __( 'Extremely well', 'userfeedback' ), __( 'Very well', 'userfeedback' ), __( 'Somewhat well', 'userfeedback' ), __( 'Not so well', 'userfeedback' ), __( 'Not at all well', 'userfeedback' ) ) ),
					$this->long_text( __( 'How could we improve your experience?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'customer-effort',
				__( 'Customer Effort Score (CES)', 'userfeedback' ),
				__( 'Find out how easy it is for customers to get what they need from you.', 'userfeedback' ),
				true,
				array(
					$this->radio( __( 'How easy was it to get what you needed today?', 'userfeedback' ), $this->ease_scale() ),
					$this->checkbox( __( 'Did any of these slow you down?', 'userfeedback' ), array( __( 'Finding the right information', 'userfeedback' ), __( 'Getting in touch with your team', 'userfeedback' ), __( 'Waiting for a reply', 'userfeedback' ), __( 'Using the website', 'userfeedback' ), __( 'Nothing slowed me down', 'userfeedback' ) ) ),
					$this->long_text( __( 'What made it easy or difficult?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'csat-scale',
				__( 'CSAT Score', 'userfeedback' ),
				__( 'Ask the standard satisfaction question on a 1-5 scale and see the share of satisfied customers.', 'userfeedback' ),
				true,
				array(
					$this->scale( __( 'How satisfied were you with your experience today?', 'userfeedback' ), 'csat' ),
					$this->long_text( __( 'What is the main reason for your rating?', 'userfeedback' ) ),
					$this->long_text( __( 'What one thing could we do better?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'ces-scale',
				__( 'CES Score', 'userfeedback' ),
				__( 'Ask the standard effort question on a 1-7 scale from very difficult to very easy, and see the average.', 'userfeedback' ),
				true,
				array(
					$this->scale( __( 'How easy was it to do what you came here to do today?', 'userfeedback' ), 'ces' ),
					$this->checkbox( __( 'Did any of these slow you down?', 'userfeedback' ), array( __( 'Finding the right information', 'userfeedback' ), __( 'Getting in touch with your team', 'userfeedback' ), __( 'Waiting for a reply', 'userfeedback' ), __( 'Using the website', 'userfeedback' ), __( 'Nothing slowed me down', 'userfeedback' ) ) ),
					$this->long_text( __( 'What would have made it easier?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'support',
				__( 'Customer Support', 'userfeedback' ),
				__( 'Rate your support team\'s service after a conversation or ticket.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate the support you received?', 'userfeedback' ) ),
					$this->radio( __( 'Was your issue resolved?', 'userfeedback' ), array( __( 'Yes, completely', 'userfeedback' ), __( 'Partly', 'userfeedback' ), __( 'No', 'userfeedback' ) ) ),
					$this->long_text( __( 'How could our team have helped you better?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'testimonial',
				__( 'Testimonial Request', 'userfeedback' ),
				__( 'Gather reviews from happy customers, with their permission to share them.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate your experience with us?', 'userfeedback' ) ),
					$this->long_text( __( 'What would you tell a friend about us?', 'userfeedback' ) ),
					$this->radio( __( 'May we share your feedback on our website?', 'userfeedback' ), array( __( 'Yes, with my name', 'userfeedback' ), __( 'Yes, but anonymously', 'userfeedback' ), __( 'No, please keep it private', 'userfeedback' ) ) ),
					$this->email( __( 'Leave your name and email so we can thank you.', 'userfeedback' ), true ),
				)
			),
			$this->template(
				'cancellation',
				__( 'Cancellation Survey', 'userfeedback' ),
				__( 'Learn why customers cancel and what might win them back.', 'userfeedback' ),
				true,
				array(
					$this->radio( __( 'What is the main reason you are cancelling?', 'userfeedback' ), array( __( 'It is too expensive', 'userfeedback' ), __( 'I am not using it enough', 'userfeedback' ), __( 'It is missing features I need', 'userfeedback' ), __( 'I am switching to another product', 'userfeedback' ), __( 'Something else', 'userfeedback' ) ) ),
					$this->long_text( __( 'What could we have done to keep you as a customer?', 'userfeedback' ) ),
					$this->radio( __( 'Would you consider coming back in the future?', 'userfeedback' ), array( __( 'Yes', 'userfeedback' ), __( 'Maybe', 'userfeedback' ), __( 'No', 'userfeedback' ) ) ),
				)
			),
		);
	}

	/**
	 * Templates about the website itself.
	 *
	 * @return list<Definition>
	 */
	private function website_templates(): array {
		return array(
			$this->template(
				'website-experience',
				__( 'Website Experience', 'userfeedback' ),
				__( 'Learn how visitors rate your website and what would make it better.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate your overall experience?', 'userfeedback' ) ),
					$this->radio( __( 'Did you find what you were looking for?', 'userfeedback' ), array( __( 'Yes', 'userfeedback' ), __( 'Partly', 'userfeedback' ), __( 'No', 'userfeedback' ) ) ),
					$this->long_text( __( 'What could we do better?', 'userfeedback' ) ),
					$this->email( __( 'Can we follow up with you about your feedback?', 'userfeedback' ), true ),
				)
			),
			$this->template(
				'exit-intent',
				__( 'Exit Intent', 'userfeedback' ),
				__( 'Ask visitors who are about to leave what held them back.', 'userfeedback' ),
				true,
				array(
					$this->radio( __( 'Before you go, what is the main reason you are leaving?', 'userfeedback' ), array( __( 'I found what I needed', 'userfeedback' ), __( 'I could not find what I was looking for', 'userfeedback' ), __( 'It is too expensive', 'userfeedback' ), __( 'I am just browsing', 'userfeedback' ), __( 'Something else', 'userfeedback' ) ) ),
					$this->long_text( __( 'What could we have done to make you stay?', 'userfeedback' ) ),
					$this->radio( __( 'Do you plan to come back?', 'userfeedback' ), array( __( 'Yes, soon', 'userfeedback' ), __( 'Maybe later', 'userfeedback' ), __( 'Probably not', 'userfeedback' ) ) ),
				)
			),
			$this->template(
				'pricing',
				__( 'Pricing Page Feedback', 'userfeedback' ),
				__( 'Check that your pricing is clear and find out what keeps visitors from buying.', 'userfeedback' ),
				true,
				array(
					$this->radio( __( 'How clear is our pricing?', 'userfeedback' ), array( __( 'Very clear', 'userfeedback' ), __( 'Somewhat clear', 'userfeedback' ), __( 'Not clear at all', 'userfeedback' ) ) ),
					$this->radio( __( 'How do our prices compare with what you expected?', 'userfeedback' ), array( __( 'Lower than expected', 'userfeedback' ), __( 'About what I expected', 'userfeedback' ), __( 'Higher than expected', 'userfeedback' ) ) ),
					$this->long_text( __( 'What questions about our pricing or plans were left unanswered?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'mobile-experience',
				__( 'Mobile Experience', 'userfeedback' ),
				__( 'See how well your site works on phones and what gets in the way.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate our website on your mobile device?', 'userfeedback' ) ),
					$this->checkbox( __( 'Did you run into any of these problems?', 'userfeedback' ), array( __( 'Pages were slow to load', 'userfeedback' ), __( 'Text was too small to read', 'userfeedback' ), __( 'Buttons or links were hard to tap', 'userfeedback' ), __( 'Content did not fit the screen', 'userfeedback' ), __( 'Something did not work', 'userfeedback' ) ) ),
					$this->long_text( __( 'What would make our site easier to use on your phone?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'page-reaction',
				__( 'Page Reaction', 'userfeedback' ),
				__( 'A one-tap reaction to a page with smiley faces, and room to say why.', 'userfeedback' ),
				true,
				array(
					$this->smiley( __( 'How do you feel about this page?', 'userfeedback' ) ),
					$this->long_text( __( 'What would make this page better?', 'userfeedback' ) ),
				)
			),
		);
	}

	/**
	 * Templates about a product and getting started with it.
	 *
	 * @return list<Definition>
	 */
	private function product_templates(): array {
		return array(
			$this->template(
				'product-feedback',
				__( 'Product Feedback', 'userfeedback' ),
				__( 'Understand how customers use your product and what they would change.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate our product overall?', 'userfeedback' ) ),
					$this->radio( __( 'How often do you use our product?', 'userfeedback' ), array( __( 'Daily', 'userfeedback' ), __( 'Weekly', 'userfeedback' ), __( 'Monthly', 'userfeedback' ), __( 'Rarely', 'userfeedback' ) ) ),
					$this->checkbox( __( 'What do you value most about our product?', 'userfeedback' ), array( __( 'Ease of use', 'userfeedback' ), __( 'Quality', 'userfeedback' ), __( 'Value for money', 'userfeedback' ), __( 'Customer support', 'userfeedback' ), __( 'Features', 'userfeedback' ) ) ),
					$this->long_text( __( 'What one change would make our product more useful to you?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'product-matrix',
				__( 'Product Feedback Matrix', 'userfeedback' ),
				__( 'Rate each part of your product on one grid, then rank what to improve first.', 'userfeedback' ),
				true,
				array(
					$this->matrix( __( 'How satisfied are you with each part of our product?', 'userfeedback' ), $this->product_aspects(), array( __( 'Very dissatisfied', 'userfeedback' ), __( 'Dissatisfied', 'userfeedback' ), __( 'Neutral', 'userfeedback' ), __( 'Satisfied', 'userfeedback' ), __( 'Very satisfied', 'userfeedback' ) ) ),
					$this->ranking( __( 'Which should we improve first?', 'userfeedback' ), $this->product_aspects() ),
					$this->long_text( __( 'What one change would make our product more useful to you?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'onboarding',
				__( 'Onboarding Experience', 'userfeedback' ),
				__( 'See how smoothly new customers get started and where they get stuck.', 'userfeedback' ),
				true,
				array(
					$this->radio( __( 'How easy was it to get started with our product?', 'userfeedback' ), $this->ease_scale() ),
					$this->radio( __( 'How long did it take you to get set up?', 'userfeedback' ), array( __( 'Less than 10 minutes', 'userfeedback' ), __( '10 to 30 minutes', 'userfeedback' ), __( '30 to 60 minutes', 'userfeedback' ), __( 'More than an hour', 'userfeedback' ), __( 'I have not finished yet', 'userfeedback' ) ) ),
					$this->long_text( __( 'Was anything confusing or missing while you were getting started?', 'userfeedback' ) ),
				)
			),
		);
	}

	/**
	 * Online store templates.
	 *
	 * @return list<Definition>
	 */
	private function store_templates(): array {
		return array(
			$this->template(
				'post-purchase',
				__( 'Post-Purchase Feedback', 'userfeedback' ),
				__( 'Hear from customers right after checkout, while the experience is fresh.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate your shopping experience?', 'userfeedback' ) ),
					$this->radio( __( 'How easy was it to complete your purchase?', 'userfeedback' ), $this->ease_scale() ),
					$this->radio( __( 'How did you hear about us?', 'userfeedback' ), $this->discovery_channels() ),
					$this->long_text( __( 'Is there anything we could have done better?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'checkout-abandonment',
				__( 'Checkout Abandonment', 'userfeedback' ),
				__( 'Find out why shoppers leave the checkout before completing their order.', 'userfeedback' ),
				true,
				array(
					$this->radio( __( 'What is stopping you from completing your purchase today?', 'userfeedback' ), array( __( 'Shipping costs are too high', 'userfeedback' ), __( 'I am still comparing options', 'userfeedback' ), __( 'The checkout is too complicated', 'userfeedback' ), __( 'My preferred payment method is not available', 'userfeedback' ), __( 'Something else', 'userfeedback' ) ) ),
					$this->long_text( __( 'Is there anything we could do to help you complete your order?', 'userfeedback' ) ),
					$this->email( __( 'Leave your email if you would like us to help with your order.', 'userfeedback' ) ),
				)
			),
			$this->template(
				'delivery-feedback',
				__( 'Delivery Feedback', 'userfeedback' ),
				__( 'Check how orders arrive and how happy customers are with shipping.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate the delivery of your order?', 'userfeedback' ) ),
					$this->radio( __( 'When did your order arrive?', 'userfeedback' ), array( __( 'Earlier than expected', 'userfeedback' ), __( 'On time', 'userfeedback' ), __( 'Later than expected', 'userfeedback' ) ) ),
					$this->radio( __( 'Did everything arrive in good condition?', 'userfeedback' ), array( __( 'Yes', 'userfeedback' ), __( 'No', 'userfeedback' ) ) ),
					$this->long_text( __( 'How could we improve our shipping and delivery?', 'userfeedback' ) ),
				)
			),
		);
	}

	/**
	 * Templates for getting to know the audience.
	 *
	 * @return list<Definition>
	 */
	private function audience_templates(): array {
		return array(
			$this->template(
				'brand-awareness',
				__( 'Brand Awareness', 'userfeedback' ),
				__( 'Find out how people discover you and how well they know your brand.', 'userfeedback' ),
				true,
				array(
					$this->radio( __( 'How did you first hear about us?', 'userfeedback' ), $this->discovery_channels() ),
					$this->radio( __( 'Before today, how familiar were you with our brand?', 'userfeedback' ), array( __( 'Very familiar', 'userfeedback' ), __( 'Somewhat familiar', 'userfeedback' ), __( 'I had only heard the name', 'userfeedback' ), __( 'Not familiar at all', 'userfeedback' ) ) ),
					$this->text( __( 'What three words would you use to describe our brand?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'audience-research',
				__( 'Audience Research', 'userfeedback' ),
				__( 'Get to know who your visitors are so you can tailor your content and offers.', 'userfeedback' ),
				true,
				array(
					$this->radio( __( 'Which of these best describes you?', 'userfeedback' ), array( __( 'Business owner', 'userfeedback' ), __( 'Marketing professional', 'userfeedback' ), __( 'Developer or designer', 'userfeedback' ), __( 'Student', 'userfeedback' ), __( 'Other', 'userfeedback' ) ) ),
					$this->radio( __( 'How many people work at your organization?', 'userfeedback' ), array( __( 'Just me', 'userfeedback' ), __( '2 to 10', 'userfeedback' ), __( '11 to 50', 'userfeedback' ), __( '51 to 200', 'userfeedback' ), __( 'More than 200', 'userfeedback' ) ) ),
					$this->long_text( __( 'What is your biggest challenge right now?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'newsletter',
				__( 'Newsletter Feedback', 'userfeedback' ),
				__( 'Ask subscribers what they want from your emails and how often.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate our newsletter?', 'userfeedback' ) ),
					$this->radio( __( 'How often would you like to hear from us?', 'userfeedback' ), array( __( 'Weekly', 'userfeedback' ), __( 'Every two weeks', 'userfeedback' ), __( 'Monthly', 'userfeedback' ), __( 'Less often', 'userfeedback' ) ) ),
					$this->checkbox( __( 'Which topics interest you most?', 'userfeedback' ), array( __( 'Product news', 'userfeedback' ), __( 'Tips and how-to guides', 'userfeedback' ), __( 'Industry news', 'userfeedback' ), __( 'Special offers', 'userfeedback' ), __( 'Events and webinars', 'userfeedback' ) ) ),
					$this->long_text( __( 'What would you like us to write about?', 'userfeedback' ) ),
				)
			),
		);
	}

	/**
	 * Event, webinar and course templates.
	 *
	 * @return list<Definition>
	 */
	private function event_and_learning_templates(): array {
		return array(
			$this->template(
				'event',
				__( 'Event Feedback', 'userfeedback' ),
				__( 'Collect attendee feedback to make your next event even better.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate the event overall?', 'userfeedback' ) ),
					$this->checkbox( __( 'What did you enjoy most?', 'userfeedback' ), array( __( 'The speakers', 'userfeedback' ), __( 'The sessions and content', 'userfeedback' ), __( 'Networking', 'userfeedback' ), __( 'The venue', 'userfeedback' ), __( 'The organization', 'userfeedback' ) ) ),
					$this->radio( __( 'How likely are you to attend our next event?', 'userfeedback' ), array( __( 'Very likely', 'userfeedback' ), __( 'Somewhat likely', 'userfeedback' ), __( 'Not likely', 'userfeedback' ) ) ),
					$this->long_text( __( 'What should we improve for next time?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'webinar-feedback',
				__( 'Webinar Feedback', 'userfeedback' ),
				__( 'Learn whether your webinar delivered value and what to cover next.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate this webinar?', 'userfeedback' ) ),
					$this->radio( __( 'How relevant was the content to you?', 'userfeedback' ), array( __( 'Very relevant', 'userfeedback' ), __( 'Somewhat relevant', 'userfeedback' ), __( 'Not relevant', 'userfeedback' ) ) ),
					$this->radio( __( 'How did you find the length of the webinar?', 'userfeedback' ), array( __( 'Too short', 'userfeedback' ), __( 'About right', 'userfeedback' ), __( 'Too long', 'userfeedback' ) ) ),
					$this->text( __( 'What topic would you like us to cover next?', 'userfeedback' ) ),
				)
			),
			$this->template(
				'course-feedback',
				__( 'Course Feedback', 'userfeedback' ),
				__( 'Ask students how well a course met their expectations and where it can improve.', 'userfeedback' ),
				true,
				array(
					$this->star_rating( __( 'How would you rate this course?', 'userfeedback' ) ),
					$this->radio( __( 'How well did the course meet your expectations?', 'userfeedback' ), array( __( 'It exceeded them', 'userfeedback' ), __( 'It met them', 'userfeedback' ), __( 'It partly met them', 'userfeedback' ), __( 'It did not meet them', 'userfeedback' ) ) ),
					$this->radio( __( 'How was the pace of the course?', 'userfeedback' ), array( __( 'Too slow', 'userfeedback' ), __( 'About right', 'userfeedback' ), __( 'Too fast', 'userfeedback' ) ) ),
					$this->long_text( __( 'What would you add or change in this course?', 'userfeedback' ) ),
				)
			),
		);
	}

	/**
	 * Templates for a site owner's own team.
	 *
	 * @return list<Definition>
	 */
	private function workplace_templates(): array {
		return array(
			$this->template(
				'employee-feedback',
				__( 'Employee Feedback', 'userfeedback' ),
				__( 'Check in with your team on engagement, recognition and what would help them most.', 'userfeedback' ),
				true,
				array(
					$this->nps( __( 'On a scale of 1-10, how likely would you recommend working here to a friend?', 'userfeedback' ) ),
					$this->radio( __( 'How often do you feel your work is recognized?', 'userfeedback' ), array( __( 'Always', 'userfeedback' ), __( 'Often', 'userfeedback' ), __( 'Sometimes', 'userfeedback' ), __( 'Rarely', 'userfeedback' ), __( 'Never', 'userfeedback' ) ) ),
					$this->long_text( __( 'What one change would most improve your work here?', 'userfeedback' ) ),
				)
			),
		);
	}

	/**
	 * Five answers from very easy to very difficult, shared by the effort questions.
	 *
	 * @return string[]
	 */
	private function ease_scale(): array {
		return array(
			__( 'Very easy', 'userfeedback' ),
			__( 'Easy', 'userfeedback' ),
			__( 'Neither easy nor difficult', 'userfeedback' ),
			__( 'Difficult', 'userfeedback' ),
			__( 'Very difficult', 'userfeedback' ),
		);
	}

	/**
	 * Where people hear about a business, shared by the discovery questions.
	 *
	 * @return string[]
	 */
	private function discovery_channels(): array {
		return array(
			__( 'Search engine', 'userfeedback' ),
			__( 'Social media', 'userfeedback' ),
			__( 'Friend or colleague', 'userfeedback' ),
			__( 'Online advertisement', 'userfeedback' ),
			__( 'Other', 'userfeedback' ),
		);
	}

	/**
	 * The parts of a product the matrix rates and the ranking orders, one list so both ask about
	 * the same things.
	 *
	 * @return string[]
	 */
	private function product_aspects(): array {
		return array(
			__( 'Ease of use', 'userfeedback' ),
			__( 'Quality', 'userfeedback' ),
			__( 'Value for money', 'userfeedback' ),
			__( 'Customer support', 'userfeedback' ),
			__( 'Features', 'userfeedback' ),
		);
	}

	/**
	 * A template's data, numbering its questions q1, q2, … in order.
	 *
	 * @param string            $key         Slug.
	 * @param string            $name        Display name.
	 * @param string            $description One line on when to use it.
	 * @param bool              $is_pro      Whether it is a Pro template.
	 * @param array<int, mixed> $questions   Questions without ids.
	 * @param string            $type        Survey type it creates: 'nps' or ''.
	 * @phpstan-param list<DraftQuestion> $questions
	 * @return Definition
	 */
	private function template( string $key, string $name, string $description, bool $is_pro, array $questions, string $type = '' ): array {
		$numbered = array();
		foreach ( $questions as $index => $question ) {
			$numbered[] = array_merge( array( 'id' => 'q' . ( $index + 1 ) ), $question );
		}
		return array(
			'key'         => $key,
			'name'        => $name,
			'description' => $description,
			'type'        => $type,
			'is_pro'      => $is_pro,
			'questions'   => $numbered,
		);
	}

	/**
	 * A single-choice question.
	 *
	 * @param string   $title   Question title.
	 * @param string[] $options Two to five answers.
	 * @return DraftQuestion
	 */
	private function radio( string $title, array $options ): array {
		return $this->question( 'radio-button', $title, $options );
	}

	/**
	 * A multiple-choice question.
	 *
	 * @param string   $title   Question title.
	 * @param string[] $options One to five answers.
	 * @return DraftQuestion
	 */
	private function checkbox( string $title, array $options ): array {
		return $this->question( 'checkbox', $title, $options );
	}

	/**
	 * A one-line text question.
	 *
	 * @param string $title Question title.
	 * @return DraftQuestion
	 */
	private function text( string $title ): array {
		return $this->question( 'text', $title );
	}

	/**
	 * A paragraph text question.
	 *
	 * @param string $title Question title.
	 * @return DraftQuestion
	 */
	private function long_text( string $title ): array {
		return $this->question( 'long-text', $title );
	}

	/**
	 * An e-mail question.
	 *
	 * @param string $title        Question title.
	 * @param bool   $include_name Whether to ask for a name too.
	 * @return DraftQuestion
	 */
	private function email( string $title, bool $include_name = false ): array {
		return $this->question( 'email', $title, array(), $include_name );
	}

	/**
	 * A 1-10 NPS question (question-types add-on).
	 *
	 * @param string $title Question title.
	 * @return DraftQuestion
	 */
	private function nps( string $title ): array {
		return $this->question( 'nps', $title );
	}

	/**
	 * A five-star rating question (question-types add-on).
	 *
	 * @param string $title Question title.
	 * @return DraftQuestion
	 */
	private function star_rating( string $title ): array {
		return $this->question( 'star-rating', $title );
	}

	/**
	 * A scale with a preset's range and the widget's end labels (question-types add-on).
	 *
	 * @param string $title  Question title.
	 * @param string $preset 'csat' (1-5) or 'ces' (1-7).
	 * @return DraftQuestion
	 */
	private function scale( string $title, string $preset ): array {
		return $this->question( 'scale', $title, array(), false, array( 'preset' => $preset ) );
	}

	/**
	 * Five smiley faces (question-types add-on).
	 *
	 * @param string $title Question title.
	 * @return DraftQuestion
	 */
	private function smiley( string $title ): array {
		return $this->question( 'smiley', $title, array(), false, array( 'faces' => 5 ) );
	}

	/**
	 * A matrix: rows rated on shared columns (question-types add-on).
	 *
	 * @param string   $title   Question title.
	 * @param string[] $rows    The things rated.
	 * @param string[] $columns The scale each row is rated on.
	 * @return DraftQuestion
	 */
	private function matrix( string $title, array $rows, array $columns ): array {
		return $this->question( 'matrix', $title, $columns, false, array( 'rows' => $rows ) );
	}

	/**
	 * A ranking of options (question-types add-on).
	 *
	 * @param string   $title   Question title.
	 * @param string[] $options Two to ten things to order.
	 * @return DraftQuestion
	 */
	private function ranking( string $title, array $options ): array {
		return $this->question( 'ranking', $title, $options );
	}

	/**
	 * A question in the survey's stored shape, with every toggle off so templates work in Lite
	 * (required, randomize and comment box are Pro controls), no conditional logic and no jumps.
	 * A type's own settings are completed by TypeSettings, as a save would store them.
	 *
	 * @param string               $type          Question type.
	 * @param string               $title         Question title.
	 * @param string[]             $options       Answers for choice questions (a matrix's columns).
	 * @param bool                 $include_name  Ask for a name with an e-mail (e-mail questions only).
	 * @param array<string, mixed> $type_settings The type's own settings (a scale's preset…).
	 * @return DraftQuestion
	 */
	private function question( string $type, string $title, array $options = array(), bool $include_name = false, array $type_settings = array() ): array {
		$config = array( 'options' => $options );
		if ( 'email' === $type ) {
			$config['include_name'] = $include_name;
		}
		return array(
			'title'    => $title,
			'type'     => $type,
			'config'   => $config,
			'settings' => array_merge( SurveyDefaults::question_settings(), TypeSettings::normalize( $type, $type_settings, count( $options ) ) ),
			'logic'    => SurveyDefaults::question_logic(),
			'jumps'    => array(),
		);
	}
}
