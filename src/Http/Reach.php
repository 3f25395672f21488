<?php
/**
 * Which addresses an outgoing request may reach.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Http;

/**
 * What PublicTarget allows besides public unicast addresses.
 */
enum Reach {

	/**
	 * Public unicast addresses only, on WordPress's safe ports (80, 443, 8080 unless the
	 * http_allowed_safe_ports filter says otherwise). A site allows one of its own hosts with
	 * WordPress's http_request_host_is_external filter. For addresses that receive site data
	 * (webhooks) and everything that is someone else's server.
	 */
	case PublicOnly;

	/**
	 * Also this machine and private networks (loopback, RFC 1918, unique local IPv6), on the port
	 * the URL names: for a service the administrator runs themselves, such as a local AI model
	 * (Ollama listens on 11434). Link-local (cloud metadata), shared, multicast, reserved and
	 * documentation addresses stay refused.
	 */
	case AlsoOwnNetwork;
}
