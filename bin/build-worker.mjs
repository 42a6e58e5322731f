// One production client file finished (bin/build.mjs `finishAssets`, docs/decisions/0006), in a worker
// thread of the build's pool: terser on a script (source map chained), then, for a file over 1 KiB,
// `.br` (brotli 11) and `.gz` beside it — zopfli (about 3 % smaller than zlib's best, and about 300
// times slower) for the files of the first-load budget, zlib's level 9 for the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export async function finishFile({ file, zopfli }) {
  let body = readFileSync(file);
  if (file.endsWith('.js')) {
    const { minify } = await import('terser');
    const map = existsSync(file + '.map') ? readFileSync(file + '.map', 'utf8') : undefined;
    const out = await minify(body.toString('utf8'), {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      mangle: true,
      format: { comments: 'some' }, // licence comments stay
      sourceMap: map ? { content: map, url: basename(file) + '.map' } : false,
    });
    if (out.code == null) throw new Error(`terser gave no output for ${file}`);
    body = Buffer.from(out.code);
    writeFileSync(file, body);
    if (map && typeof out.map === 'string') writeFileSync(file + '.map', out.map);
  }
  if (body.length < 1024) return; // below the gateway's compression threshold
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  if (zopfli) {
    const { gzipAsync } = await import('@gfx/zopfli');
    writeFileSync(`${file}.gz`, Buffer.from(await gzipAsync(body, { numiterations: 5 })));
  } else {
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

parentPort?.on('message', (job) => {
  finishFile(job).then(
    () => parentPort.postMessage({ file: job.file }),
    (err) => parentPort.postMessage({ file: job.file, error: String(err?.stack ?? err) }),
  );
});
