<?php
/**
 * The survey page's template (Frontend\SurveyPage): the survey inside the theme's header and
 * footer — a block theme's template parts, or a classic theme's header.php and footer.php — or
 * a minimal page of its own.
 *
 * @package UserFeedback
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

$userfeedback_view = (array) ( $GLOBALS['userfeedback_survey_page'] ?? array() );
$userfeedback_body = '';
if ( '' !== (string) ( $userfeedback_view['title'] ?? '' ) ) {
	$userfeedback_body .= '<h1 class="userfeedback-survey-page__title">' . esc_html( (string) $userfeedback_view['title'] ) . '</h1>';
}
if ( '' !== (string) ( $userfeedback_view['notice'] ?? '' ) ) {
	$userfeedback_body .= '<p class="userfeedback-survey-page__notice" role="status">' . esc_html( (string) $userfeedback_view['notice'] ) . '</p>';
}
// The placeholder Shortcode::place() made: an empty element with the survey's id.
$userfeedback_body .= wp_kses(
	(string) ( $userfeedback_view['html'] ?? '' ),
	array(
		'div' => array(
			'class'          => true,
			'data-survey-id' => true,
		),
	)
);
$userfeedback_style = '.userfeedback-survey-page{max-width:640px;margin:0 auto;padding:48px 20px}.userfeedback-survey-page__notice{padding:12px 16px;border-inline-start:4px solid #dba617;background:#fcf9e8}';

if ( 'standalone' === ( $userfeedback_view['layout'] ?? '' ) ) {
	?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
	<?php wp_head(); ?>
<style><?php echo esc_html( $userfeedback_style ); ?></style>
</head>
<body <?php body_class( 'userfeedback-standalone' ); ?>>
	<?php wp_body_open(); ?>
<main class="userfeedback-survey-page"><?php echo $userfeedback_body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></main>
	<?php wp_footer(); ?>
</body>
</html>
	<?php
	return;
}

$userfeedback_main = '<main class="userfeedback-survey-page"><style>' . esc_html( $userfeedback_style ) . '</style>' . $userfeedback_body . '</main>';
if ( ! empty( $userfeedback_view['block_theme'] ) ) {
	// A block theme draws its header and footer template parts around the page, as its own
	// templates do (WordPress's template canvas renders the markup below).
	global $_wp_current_template_content;
	// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own variable: the block template its canvas renders.
	$_wp_current_template_content = '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->'
		. '<!-- wp:html -->' . $userfeedback_main . '<!-- /wp:html -->'
		. '<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	include ABSPATH . constant( 'WPINC' ) . '/template-canvas.php';
	return;
}

get_header();
echo $userfeedback_main; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
get_footer();
