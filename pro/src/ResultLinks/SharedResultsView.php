<?php
/**
 * The page a results link opens.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\ResultLinks;

/**
 * A page of its own, not the theme's: no theme or plugin script runs beside one survey's results
 * (nothing else on the site learns the secret address), and it reads the same everywhere. The
 * charts are bars drawn in the cells of tables (readable without scripts or images, and by screen
 * readers as the table they are); every text is escaped here, at output.
 */
final class SharedResultsView {

	/**
	 * The whole document.
	 *
	 * @param array<string, mixed>|null $shared SharedResults::of(), or null for "not available".
	 * @param string                    $site   The site's name.
	 * @param string                    $as_of  When the figures were read, in words.
	 * @return string
	 */
	public static function html( ?array $shared, string $site, string $as_of ): string {
		$title = null === $shared ? __( 'These results are not available.', 'userfeedback' ) : (string) $shared['title'];
		$body  = null === $shared
			? '<p class="uf-shared__notice">' . esc_html__( 'These results are not available. The link may have expired or been revoked: ask the person who sent it for a new one.', 'userfeedback' ) . '</p>'
			: self::body( $shared, $site, $as_of );
		return '<!DOCTYPE html><html ' . get_language_attributes() . '><head><meta charset="utf-8" />'
			. '<meta name="viewport" content="width=device-width, initial-scale=1" />'
			. '<meta name="robots" content="noindex, nofollow" /><meta name="referrer" content="no-referrer" />'
			. '<title>' . esc_html( $title ) . '</title><style>' . self::css() . '</style></head>'
			. '<body><main class="uf-shared"><h1>' . esc_html( $title ) . '</h1>' . $body . '</main></body></html>';
	}

	/**
	 * The figures.
	 *
	 * @param array<string, mixed> $shared The shareable results.
	 * @param string               $site   The site's name.
	 * @param string               $as_of  When they were read.
	 * @return string
	 */
	private static function body( array $shared, string $site, string $as_of ): string {
		/* translators: 1: the site's name, 2: a date and time. */
		$html  = '<p class="uf-shared__meta">' . esc_html( sprintf( __( 'Results shared by %1$s: every response so far, as of %2$s.', 'userfeedback' ), $site, $as_of ) ) . '</p>';
		$html .= '<dl class="uf-shared__figures">'
			. self::figure( __( 'Responses', 'userfeedback' ), (int) $shared['responses'] )
			. self::figure( __( 'Last 7 days', 'userfeedback' ), (int) $shared['last_7'] )
			. self::figure( __( 'Last 30 days', 'userfeedback' ), (int) $shared['last_30'] )
			. '</dl>';
		if ( is_array( $shared['nps'] ) ) {
			$html .= '<section><h2>' . esc_html__( 'Net Promoter Score', 'userfeedback' ) . '</h2>' . self::nps( $shared['nps'] ) . '</section>';
		}
		if ( 0 === (int) $shared['responses'] ) {
			return $html . '<p>' . esc_html__( 'No responses yet.', 'userfeedback' ) . '</p>';
		}
		foreach ( (array) $shared['questions'] as $question ) {
			$html .= self::question( (array) $question );
		}
		return $html;
	}

	/**
	 * One figure of the overview.
	 *
	 * @param string $label What it counts.
	 * @param int    $value The count.
	 * @return string
	 */
	private static function figure( string $label, int $value ): string {
		return '<div><dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( number_format_i18n( $value ) ) . '</dd></div>';
	}

	/**
	 * An NPS score with its three groups.
	 *
	 * @param array<string, mixed> $nps QuestionStats::nps().
	 * @return string
	 */
	private static function nps( array $nps ): string {
		$total = max( 1, (int) ( $nps['total'] ?? 0 ) );
		$rows  = array(
			array( __( 'Promoters', 'userfeedback' ), (int) ( $nps['promoter'] ?? 0 ) ),
			array( __( 'Passives', 'userfeedback' ), (int) ( $nps['passive'] ?? 0 ) ),
			array( __( 'Detractors', 'userfeedback' ), (int) ( $nps['detractor'] ?? 0 ) ),
		);
		$html  = '<p class="uf-shared__score">' . esc_html( sprintf( /* translators: %d: the NPS score, -100 to 100. */ __( 'NPS %d', 'userfeedback' ), (int) ( $nps['nps'] ?? 0 ) ) ) . '</p>';
		return $html . self::table( __( 'Net Promoter Score groups', 'userfeedback' ), array_map( static fn( array $row ): array => array( $row[0], $row[1], (float) ( $row[1] / $total ) ), $rows ) );
	}

	/**
	 * One question's results.
	 *
	 * @param array<string, mixed> $question A question of SharedResults::of().
	 * @return string
	 */
	private static function question( array $question ): string {
		$total = (int) $question['total'];
		/* translators: %s: number of answers. */
		$html = '<section><h2>' . esc_html( (string) $question['title'] ) . '</h2><p class="uf-shared__meta">' . esc_html( sprintf( _n( '%s answer', '%s answers', $total, 'userfeedback' ), number_format_i18n( $total ) ) ) . '</p>';
		if ( is_array( $question['nps'] ) && 'nps' === $question['type'] ) {
			$html .= self::nps( $question['nps'] );
		} elseif ( array() !== $question['options'] ) {
			$html .= self::table(
				(string) $question['title'],
				array_values( array_map( static fn( array $option ): array => array( (string) $option['value'], (int) $option['count'], (float) ( $option['count'] / max( 1, $total ) ) ), (array) $question['options'] ) )
			);
		}
		if ( null !== $question['average'] ) {
			/* translators: %s: an average rating. */
			$html .= '<p>' . esc_html( sprintf( __( 'Average: %s', 'userfeedback' ), number_format_i18n( (float) $question['average'], 2 ) ) ) . '</p>';
		}
		if ( array() !== $question['answers'] ) {
			$html .= '<h3>' . esc_html__( 'Latest answers', 'userfeedback' ) . '</h3><ul class="uf-shared__answers">';
			foreach ( (array) $question['answers'] as $answer ) {
				$html .= '<li>' . esc_html( (string) $answer ) . '</li>';
			}
			$html .= '</ul>';
		}
		return $html . '</section>';
	}

	/**
	 * A table of counts with a bar in each share's cell (70 % of the cell at most, so the figure
	 * fits beside it).
	 *
	 * @param string                                   $caption What it counts.
	 * @param list<array{0: string, 1: int, 2: float}> $rows    Label, count, share (0–1).
	 * @return string
	 */
	private static function table( string $caption, array $rows ): string {
		$html = '<table><caption class="screen-reader-text">' . esc_html( $caption ) . '</caption><thead><tr><th scope="col">' . esc_html__( 'Answer', 'userfeedback' ) . '</th><th scope="col">' . esc_html__( 'Responses', 'userfeedback' ) . '</th><th scope="col">' . esc_html__( 'Share', 'userfeedback' ) . '</th></tr></thead><tbody>';
		foreach ( $rows as $row ) {
			$percent = (int) round( $row[2] * 100 );
			$html   .= '<tr><th scope="row">' . esc_html( $row[0] ) . '</th><td>' . esc_html( number_format_i18n( $row[1] ) ) . '</td><td><span class="uf-shared__bar" style="width:' . esc_attr( (string) round( min( 100, $percent ) * 0.7 ) ) . '%"></span> ' . esc_html( $percent . '%' ) . '</td></tr>';
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The page's styles.
	 *
	 * @return string
	 */
	private static function css(): string {
		return 'body{margin:0;background:#f6f7f7;color:#1d2327;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif}'
			. '.uf-shared{max-width:760px;margin:0 auto;padding:32px 20px}h1{font-size:28px;margin:0 0 8px}h2{font-size:20px;margin:0 0 4px}h3{font-size:16px}'
			. 'section{background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:16px 20px;margin:16px 0}'
			. '.uf-shared__meta{color:#50575e;margin:0 0 12px}.uf-shared__notice{padding:12px 16px;border-inline-start:4px solid #dba617;background:#fcf9e8}'
			. '.uf-shared__figures{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}.uf-shared__figures div{background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:12px 16px;min-width:140px}'
			. 'dt{color:#50575e;font-size:14px}dd{margin:0;font-size:24px;font-weight:600}.uf-shared__score{font-size:24px;font-weight:600;margin:0 0 8px}'
			. 'table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:6px 8px;border-top:1px solid #f0f0f1;vertical-align:middle}thead th{border-top:0;color:#50575e;font-size:14px}'
			. 'td:last-child{width:45%;white-space:nowrap}.uf-shared__bar{display:inline-block;height:10px;background:#2271b1;border-radius:2px;vertical-align:middle}'
			. '.uf-shared__answers{margin:0;padding-inline-start:20px}.screen-reader-text{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}';
	}
}
