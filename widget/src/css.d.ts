// CSS files are bundled as text (webpack `asset/source`) and injected into the shadow root.
declare module '*.css' {
	const css: string;
	export default css;
}
