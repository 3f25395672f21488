<?php
/**
 * Plugin Name:       UserFeedback Question Types
 * Description:       The Question Types add-on for UserFeedback Pro.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.2
 * Requires Plugins:  userfeedback
 * Author:            UserFeedback
 * License:           GPL-2.0-or-later
 * Text Domain:       userfeedback
 *
 * @package UserFeedback
 */

// UserFeedback Pro reads whether this plugin is active (Entitlements::addon_active); the add-on's
// own features are added by later work.
defined( 'ABSPATH' ) || exit;
