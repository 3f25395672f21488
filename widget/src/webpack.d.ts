// Set by the build (webpack.config.js, DefinePlugin): the renderer's file name, with the content
// hash of the renderer built with this loader.
declare const USERFEEDBACK_RENDERER: string;
