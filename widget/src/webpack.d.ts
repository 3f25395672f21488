// Webpack's free variables (it rewrites them to its runtime's own): the nonce its chunk loading
// puts on the script tags it adds (loader.ts sets it), the folder chunks load from, and a chunk's
// file name by its id.
/* eslint-disable camelcase, no-var */
declare var __webpack_nonce__: string | undefined;
declare var __webpack_public_path__: string;
declare var __webpack_get_script_filename__: ( chunkId: string ) => string;
