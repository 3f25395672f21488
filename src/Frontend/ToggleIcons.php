<?php
/**
 * The floating widget's toggle icons, as SVG paths.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

/**
 * Why on the server: the page carries only the chosen icon's path (about 100 bytes inline)
 * instead of the widget carrying all nine in build/widget.js — what keeps the widget within its
 * 12 KB budget. The admin's icon picker and preview read the same paths from
 * widget/src/toggle-icons.ts; PHPUnit (WidgetBootstrapTest) holds the two tables equal.
 */
final class ToggleIcons {

	public const DEFAULT = 'field-userfeedback';

	/**
	 * Icon name => stroked 24 × 24 path, coloured by currentColor.
	 */
	public const PATHS = array(
		'field-userfeedback' => 'M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8.5 11.5a4 4 0 0 0 7 0',
		'field-chat'         => 'M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM7 8h10M7 12h6',
		'field-comment'      => 'M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 21l1.9-5.6A8.5 8.5 0 1 1 21 11.5z',
		'field-star'         => 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
		'field-heart'        => 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21l8.8-8.6a5.5 5.5 0 0 0 0-7.8z',
		'field-thumbs-up'    => 'M7 10v11H3V10zm0 0 4-8a3 3 0 0 1 3 3v4h5.7a2 2 0 0 1 2 2.3l-1.4 9a2 2 0 0 1-2 1.7H7',
		'field-smile'        => 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
		'field-question'     => 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
		'field-megaphone'    => 'M3 11v3a1 1 0 0 0 1 1h2l5 4V6l-5 4H4a1 1 0 0 0-1 1zm12.5-2.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14',
	);

	/**
	 * The path of an icon; the default icon's for a name that is not one (an old or hand-edited
	 * setting).
	 *
	 * @param string $name Icon name.
	 * @return string
	 */
	public static function path( string $name ): string {
		return self::PATHS[ $name ] ?? self::PATHS[ self::DEFAULT ];
	}
}
