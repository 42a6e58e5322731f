// What `node dist/server/start.js` runs first (bin/build.mjs bundles this file as start.js and the
// composition root bin/start.ts as main.js). React, react-dom and the other packages stay external and
// read NODE_ENV once, when Node loads them: an ES module's static imports are all loaded before its
// first line runs, so the default has to be set here, before main.js (and with it React) is imported.
// Unset means production: `npm start` serves the product; `npm run dev` (bin/dev.mjs) sets development.
process.env.NODE_ENV ||= 'production';

// @ts-expect-error main.js exists only in dist/server (the bundled bin/start.ts); tests run bin/start.ts itself
await import('./main.js');
