/**
 * Files the admin hands to the browser or takes from it.
 */

/**
 * Hands a text to the browser as a file download (the XLIFF of a translation, a CSV of links).
 *
 * @param filename The file's name.
 * @param content  Its content.
 * @param type     Its media type.
 */
export function saveFile( filename: string, content: string, type: string ) {
	const url = URL.createObjectURL( new Blob( [ content ], { type } ) );
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = filename;
	document.body.append( link );
	link.click();
	link.remove();
	URL.revokeObjectURL( url );
}

/**
 * A chosen file's text (FileReader: File.text() is younger than some browsers WordPress supports).
 *
 * @param file The file.
 */
export function readText( file: File ): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		const reader = new FileReader();
		reader.onload = () => resolve( String( reader.result ) );
		reader.onerror = () => reject( reader.error );
		reader.readAsText( file );
	} );
}
