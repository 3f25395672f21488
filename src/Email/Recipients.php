<?php
/**
 * Who an e-mail goes to.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\Settings\SettingsStore;

/**
 * The first list that yields an address wins: the survey's own addresses (notifications only), then
 * the global notifications_recipients setting, then the site's admin e-mail. Lists are
 * comma-separated (spec §5); entries that are not addresses are dropped (the settings and builder
 * screens refuse them, but older data or a changed admin e-mail may carry one), duplicates too.
 */
final class Recipients {

	public function __construct( private readonly SettingsStore $settings ) {
	}

	/**
	 * A response notification's recipients.
	 *
	 * @param string $survey_addresses The survey's notifications.email.addresses.
	 * @return string[] Empty when no list yields an address.
	 */
	public function for_notification( string $survey_addresses ): array {
		$own = self::parse( $survey_addresses );
		return array() !== $own ? $own : $this->global();
	}

	/**
	 * The summaries' recipients: the global list, else the admin e-mail.
	 *
	 * @return string[]
	 */
	public function global(): array {
		$list = $this->settings->get( 'notifications_recipients' );
		$own  = self::parse( is_string( $list ) ? $list : '' );
		return array() !== $own ? $own : self::parse( (string) get_option( 'admin_email', '' ) );
	}

	/**
	 * The valid, distinct addresses of a comma-separated list.
	 *
	 * @param string $list The list.
	 * @return string[]
	 */
	public static function parse( string $list ): array {
		$found = array();
		foreach ( explode( ',', $list ) as $part ) {
			$address = is_email( trim( $part ) );
			if ( is_string( $address ) && '' !== $address && ! in_array( strtolower( $address ), array_map( 'strtolower', $found ), true ) ) {
				$found[] = $address;
			}
		}
		return $found;
	}
}
