// Stylesheets are imported for their side effect only; esbuild bundles them into the entry's CSS.
declare module '*.css';
