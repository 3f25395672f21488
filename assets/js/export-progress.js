/**
 * The background export's progress page (src/Export/ExportPage.php prints the markup): polls
 * GET userfeedback/v1/exports/{id} with the REST nonce every two seconds, moves the progress bar
 * and the status line, and navigates to the download when the file is ready. Plain script, no
 * build step, no dependencies; texts come translated from PHP in data-texts.
 */
( function () {
	'use strict';

	var root = document.querySelector( '.userfeedback-export[data-status-url]' );
	if ( ! root || ! window.fetch ) {
		return;
	}
	var bar = root.querySelector( '.userfeedback-export__bar' );
	var status = root.querySelector( '.userfeedback-export__status' );
	var download = root.querySelector( '.userfeedback-export__download' );
	var texts = {};
	try {
		texts = JSON.parse( root.getAttribute( 'data-texts' ) || '{}' );
	} catch ( e ) {
		texts = {};
	}
	var delay = 2000;
	var failures = 0;

	function format( text, values ) {
		var index = 0;
		return String( text || '' ).replace( /%(\d+\$)?s/g, function ( match, position ) {
			var value = position ? values[ parseInt( position, 10 ) - 1 ] : values[ index++ ];
			return value === undefined ? '' : String( value );
		} );
	}

	function number( value ) {
		return Number( value || 0 ).toLocaleString( document.documentElement.lang || undefined );
	}

	function say( text ) {
		if ( status && status.textContent !== text ) {
			status.textContent = text;
		}
	}

	function show( job ) {
		if ( bar ) {
			bar.value = Math.max( 0, Math.min( 100, job.progress || 0 ) );
		}
		if ( job.status === 'done' ) {
			say( texts.done || job.message );
			if ( download ) {
				download.hidden = false;
			}
			window.location.href = job.download_url || root.getAttribute( 'data-download-url' );
			return true;
		}
		if ( job.status === 'failed' ) {
			say( job.message || format( texts.failed, [ '' ] ) );
			return true;
		}
		if ( job.status === 'running' ) {
			say( format( texts.running, [ number( job.processed ), number( job.total ) ] ) );
		} else {
			say( texts[ job.status ] || job.message );
		}
		return false;
	}

	function poll() {
		window
			.fetch( root.getAttribute( 'data-status-url' ), {
				credentials: 'same-origin',
				headers: {
					Accept: 'application/json',
					'X-WP-Nonce': root.getAttribute( 'data-nonce' ),
				},
			} )
			.then( function ( response ) {
				return response.json().then( function ( body ) {
					return { ok: response.ok, body: body };
				} );
			} )
			.then( function ( result ) {
				if ( ! result.ok ) {
					// A refusal or an expired job: say why and stop.
					say( ( result.body && result.body.message ) || texts.retry );
					return;
				}
				failures = 0;
				if ( ! show( result.body ) ) {
					window.setTimeout( poll, delay );
				}
			} )
			.catch( function () {
				failures++;
				say( texts.retry );
				window.setTimeout( poll, Math.min( 30000, delay * Math.pow( 2, failures ) ) );
			} );
	}

	window.setTimeout( poll, 500 );
}() );
