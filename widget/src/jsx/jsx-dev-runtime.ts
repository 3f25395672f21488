/** The development build's name for the same runtime (Vitest compiles JSX for development). */
export { Fragment, jsx as jsxDEV } from './jsx-runtime';
export type { JSX } from './jsx-runtime';
