<?php
/**
 * The plugin's small public PHP API. Everything else lives in namespaced classes under src/.
 *
 * @package UserFeedback
 */

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's composition root, built on first use.
 *
 * @return \UserFeedback\Plugin
 */
function userfeedback() {
	return \UserFeedback\Plugin::instance();
}

/**
 * Registers every feature's hooks. Runs once, on plugins_loaded.
 *
 * @return void
 */
function userfeedback_boot() {
	userfeedback()->add_hooks();
}

/**
 * What this site is entitled to: edition, licence and add-ons.
 *
 * @return \UserFeedback\Entitlements\Entitlements
 */
function userfeedback_entitlements() {
	return userfeedback()->entitlements();
}
