// A page made of components for browser tests without a server: the harness source (TSX, resolved
// from test/unit) bundled with esbuild into one HTML document, its stylesheet inlined.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `alias`: module → repository path, as the client build maps them (bin/build.mjs). */
export async function harnessPage(source: string, opts: { alias?: Record<string, string>; lang?: string } = {}): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: resolve(ROOT, 'test/unit'), loader: 'tsx', sourcefile: 'harness.tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    outdir: '/out',
    alias: Object.fromEntries(Object.entries(opts.alias ?? {}).map(([name, path]) => [name, resolve(ROOT, path)])),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  return `<!doctype html><html lang="${opts.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>${css}</style></head><body><div id="root"></div><script type="module">${js.replace(/<\/script/g, '<\\/script')}</script></body></html>`;
}
