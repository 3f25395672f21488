/**
 * A real HTTP endpoint on 127.0.0.1 for the specs whose deliveries leave the site (webhooks, REST
 * hooks, Slack): it records every request and answers what the spec's `answer` says for its path.
 * The dev must-use plugins let the site post to 127.0.0.1 on any high port.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'http';
import type { AddressInfo } from 'net';

/** One request the endpoint got. */
export interface Received {
	path: string;
	headers: IncomingHttpHeaders;
	/** The X-UserFeedback-Event header ('' when absent). */
	event: string;
	/** The X-UserFeedback-Signature header ('' when absent). */
	signature: string;
	body: string;
}

/** What to answer a path with. */
export type Answer = ( path: string ) => { status: number; body: string };

export interface Receiver {
	/** `http://127.0.0.1:PORT`. */
	base: string;
	/** Every request so far, oldest first (cleared by the spec when it needs). */
	received: Received[];
	close: () => Promise< void >;
}

/**
 * Starts the endpoint.
 * @param answer What each path gets; 200 "ok" by default.
 */
export async function startReceiver(
	answer: Answer = () => ( { status: 200, body: 'ok' } )
): Promise< Receiver > {
	const received: Received[] = [];
	const server: Server = createServer( ( request, response ) => {
		let body = '';
		request.on( 'data', ( chunk ) => ( body += chunk ) );
		request.on( 'end', () => {
			const path = request.url ?? '';
			received.push( {
				path,
				headers: request.headers,
				event: String(
					request.headers[ 'x-userfeedback-event' ] ?? ''
				),
				signature: String(
					request.headers[ 'x-userfeedback-signature' ] ?? ''
				),
				body,
			} );
			const { status, body: reply } = answer( path );
			response.writeHead( status, { 'Content-Type': 'text/plain' } );
			response.end( reply );
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	return {
		base: `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`,
		received,
		close: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	};
}
