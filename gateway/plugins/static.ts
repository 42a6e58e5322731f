// The built client (dist/public): `/assets/*` are content-hashed, so they are cached for a year as
// immutable, and served from the .br/.gz files the build wrote beside them; the few other top-level files (favicon, robots.txt, …) get a one-hour cache. The build
// manifest stays private. Without a build the plugin registers nothing and logs a warning.
import fastifyStatic from '@fastify/static';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface StaticOptions {
  publicDir: string;
}

const PRIVATE_FILES = new Set(['manifest.json']);
const SHORT_MAX_AGE_MS = 3600_000;

export default async function staticPlugin(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  const { publicDir } = opts;
  const assetsDir = join(publicDir, 'assets');
  if (!existsSync(assetsDir)) {
    app.log.warn({ publicDir }, 'no client build found; run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    immutable: true,
    maxAge: 31_536_000_000,
    cacheControl: true,
    dotfiles: 'deny',
    index: false,
    list: false,
    // hashed files never change, so a stale-looking validator can never be wrong
    lastModified: false,
    // the build writes .br and .gz beside each script and stylesheet (bin/build.mjs `finishAssets`):
    // served as they are, never compressed per request
    preCompressed: true,
  });

  const topFiles = readdirSync(publicDir, { withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.') && !PRIVATE_FILES.has(d.name))
    .map((d) => d.name);
  for (const name of topFiles) {
    app.get(`/${name}`, (_request, reply) => reply.sendFile(name, publicDir, { maxAge: SHORT_MAX_AGE_MS, immutable: false }));
  }
}
