// Webpack's chunk loading puts this nonce on the script tags it adds (loader.ts sets it); webpack
// rewrites the free variable to its runtime's own.
// eslint-disable-next-line camelcase, no-var
declare var __webpack_nonce__: string | undefined;
