/**
 * The WordPress media library (wp.media, enqueued by src/Admin/AdminAssets.php through
 * wp_enqueue_media() on the pages that pick images), for the widget's custom logo, the e-mail
 * header image and an image choice question's images. Without it (not enqueued there, or a
 * plugin dequeued it) the fields fall back to a URL input.
 */

interface MediaAttachment {
	id?: number;
	url?: string;
	alt?: string;
	sizes?: Record< string, { url?: string } >;
}

/** An image chosen from the media library: its attachment id, address and alt text. */
export interface PickedImage {
	id: number;
	url: string;
	alt: string;
}

interface MediaFrame {
	on: ( event: string, callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( name: 'selection' ) => {
			first: () => { toJSON: () => MediaAttachment } | undefined;
		};
	};
}

type MediaFactory = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;

function mediaFactory(): MediaFactory | null {
	const wp = ( window as unknown as { wp?: { media?: unknown } } ).wp;
	return typeof wp?.media === 'function'
		? ( wp.media as MediaFactory )
		: null;
}

export function mediaLibraryAvailable(): boolean {
	return mediaFactory() !== null;
}

/**
 * Opens the media library for one image.
 *
 * @param title  The frame's title.
 * @param button The select button's text.
 * @return The chosen image's URL, or null when closed without a choice.
 */
export async function pickImage(
	title: string,
	button: string
): Promise< string | null > {
	return ( await pickAttachment( title, button ) )?.url ?? null;
}

/**
 * Opens the media library for one image, answering the attachment.
 *
 * @param title  The frame's title.
 * @param button The select button's text.
 * @return The chosen image, or null when closed without a choice.
 */
export function pickAttachment(
	title: string,
	button: string
): Promise< PickedImage | null > {
	const media = mediaFactory();
	if ( ! media ) {
		return Promise.resolve( null );
	}
	return new Promise( ( resolve ) => {
		const frame = media( {
			title,
			button: { text: button },
			library: { type: 'image' },
			multiple: false,
		} );
		let chosen = false;
		frame.on( 'select', () => {
			chosen = true;
			const attachment = frame
				.state()
				.get( 'selection' )
				.first()
				?.toJSON();
			const url = attachment?.url ?? '';
			resolve(
				attachment && url !== ''
					? {
							id: attachment.id ?? 0,
							url,
							alt: attachment.alt ?? '',
						}
					: null
			);
		} );
		frame.on( 'close', () => {
			// 'close' also follows 'select'; only an empty close resolves null.
			window.setTimeout( () => {
				if ( ! chosen ) {
					resolve( null );
				}
			}, 0 );
		} );
		frame.open();
	} );
}
