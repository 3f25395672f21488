<?php
/**
 * The two e-mail templates: plain text and HTML.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

/**
 * Renders a message described as blocks, in plain text or HTML (setting summaries_html_template).
 * Block values are plain text — visitors' answers among them — and are escaped here, once, for the
 * format: esc_html() for text, esc_url() for links and the header image. The HTML is a single
 * 600px table with inline styles and the system font stack: mail clients drop <style> blocks and
 * remote fonts, and a remote font would be a tracking request.
 *
 * Blocks:
 * - ['text', string]: a paragraph;
 * - ['field', label, string[] lines]: a question and its answer (an empty list: no answer);
 * - ['table', string[] head, string[][] rows];
 * - ['link', label, url]: a button in HTML, "label: url" in text.
 */
final class EmailTemplate {

	private const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

	/**
	 * The message body.
	 *
	 * @param string            $heading      The heading.
	 * @param array<int, mixed> $blocks       The blocks (see the class).
	 * @param bool              $html         HTML or plain text.
	 * @param string            $header_image The header image's URL or attachment id ('' for none; HTML only).
	 * @return string
	 */
	public static function render( string $heading, array $blocks, bool $html, string $header_image = '' ): string {
		return $html ? self::html( $heading, $blocks, $header_image ) : self::text( $heading, $blocks );
	}

	/**
	 * The plain-text body.
	 *
	 * @param string            $heading The heading.
	 * @param array<int, mixed> $blocks  The blocks.
	 * @return string
	 */
	private static function text( string $heading, array $blocks ): string {
		$out = array( $heading, str_repeat( '=', max( 3, min( 60, mb_strlen( $heading ) ) ) ), '' );
		foreach ( $blocks as $block ) {
			$block = (array) $block;
			switch ( $block[0] ?? '' ) {
				case 'text':
					$out[] = (string) $block[1];
					$out[] = '';
					break;
				case 'field':
					$out[] = (string) $block[1];
					$lines = (array) $block[2];
					foreach ( array() === $lines ? array( __( '(no answer)', 'userfeedback' ) ) : $lines as $line ) {
						$out[] = '  ' . str_replace( "\n", "\n  ", (string) $line );
					}
					$out[] = '';
					break;
				case 'table':
					$out[] = implode( ' | ', array_map( 'strval', (array) $block[1] ) );
					foreach ( (array) $block[2] as $row ) {
						$out[] = implode( ' | ', array_map( 'strval', (array) $row ) );
					}
					$out[] = '';
					break;
				case 'link':
					$out[] = (string) $block[1] . ': ' . (string) $block[2];
					$out[] = '';
					break;
			}
		}
		return implode( "\n", $out );
	}

	/**
	 * The HTML body.
	 *
	 * @param string            $heading      The heading.
	 * @param array<int, mixed> $blocks       The blocks.
	 * @param string            $header_image The header image.
	 * @return string
	 */
	private static function html( string $heading, array $blocks, string $header_image ): string {
		$font  = esc_attr( self::FONT );
		$inner = '';
		$image = self::image_url( $header_image );
		if ( '' !== $image ) {
			$inner .= '<tr><td style="padding:24px 32px 0;text-align:center;"><img src="' . esc_url( $image ) . '" alt="' . esc_attr( get_bloginfo( 'name' ) ) . '" style="max-width:300px;max-height:100px;height:auto;border:0;" /></td></tr>';
		}
		$inner .= '<tr><td style="padding:24px 32px 8px;"><h1 style="margin:0;font-size:20px;line-height:1.3;color:#1d2327;">' . esc_html( $heading ) . '</h1></td></tr>';
		foreach ( $blocks as $block ) {
			$block  = (array) $block;
			$inner .= '<tr><td style="padding:8px 32px;">' . self::html_block( $block ) . '</td></tr>';
		}
		$inner .= '<tr><td style="padding:16px 32px 24px;font-size:12px;color:#646970;">' . esc_html( get_bloginfo( 'name' ) ) . ' &middot; ' . esc_html( home_url( '/' ) ) . '</td></tr>';

		return '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>' . esc_html( $heading ) . '</title></head>'
			. '<body style="margin:0;padding:0;background:#f0f0f1;">'
			. '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f0f0f1;"><tr><td align="center" style="padding:24px 12px;">'
			. '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #dcdcde;font-family:' . $font . ';font-size:14px;line-height:1.5;color:#1d2327;">'
			. $inner
			. '</table></td></tr></table></body></html>';
	}

	/**
	 * One block as HTML.
	 *
	 * @param array<int, mixed> $block The block.
	 * @return string
	 */
	private static function html_block( array $block ): string {
		switch ( $block[0] ?? '' ) {
			case 'text':
				return '<p style="margin:0;">' . nl2br( esc_html( (string) $block[1] ) ) . '</p>';
			case 'field':
				$lines = (array) $block[2];
				$value = array() === $lines
					? '<span style="color:#646970;font-style:italic;">' . esc_html__( '(no answer)', 'userfeedback' ) . '</span>'
					: implode( '<br />', array_map( static fn( $line ): string => nl2br( esc_html( (string) $line ) ), $lines ) );
				return '<p style="margin:0 0 2px;font-weight:600;">' . esc_html( (string) $block[1] ) . '</p><p style="margin:0;padding:8px 12px;background:#f6f7f7;border-left:3px solid #2d87f1;">' . $value . '</p>';
			case 'table':
				$cell = 'padding:6px 8px;border-bottom:1px solid #dcdcde;text-align:left;';
				$html = '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;"><tr>';
				foreach ( (array) $block[1] as $head ) {
					$html .= '<th style="' . $cell . 'font-weight:600;background:#f6f7f7;">' . esc_html( (string) $head ) . '</th>';
				}
				$html .= '</tr>';
				foreach ( (array) $block[2] as $row ) {
					$html .= '<tr>';
					foreach ( (array) $row as $value ) {
						$html .= '<td style="' . $cell . '">' . esc_html( (string) $value ) . '</td>';
					}
					$html .= '</tr>';
				}
				return $html . '</table>';
			case 'link':
				return '<a href="' . esc_url( (string) $block[2] ) . '" style="display:inline-block;padding:10px 16px;background:#2d87f1;color:#ffffff;text-decoration:none;border-radius:3px;font-weight:600;">' . esc_html( (string) $block[1] ) . '</a>';
		}
		return '';
	}

	/**
	 * The header image's URL: the setting holds a URL, or an attachment id from the media library.
	 *
	 * @param string $image The setting.
	 * @return string
	 */
	private static function image_url( string $image ): string {
		$image = trim( $image );
		if ( ctype_digit( $image ) ) {
			$url = wp_get_attachment_image_url( (int) $image, 'full' );
			return is_string( $url ) ? $url : '';
		}
		return esc_url_raw( $image, array( 'http', 'https' ) );
	}
}
