// Translations for the browser's i18next backend.
//   GET  /locales/:lng/:ns.json   locales/{lng}/{ns}.json with an ETag (content hash) and a short,
//                                 must-revalidate cache; 304 on a matching If-None-Match.
//   GET  /locales/:lng/:ns.:version.json   the same file under the translations' version (a hash of
//                                 every locale file, renderer/assets.ts localesVersion; pages name it):
//                                 cached for a year, immutable, in production. Another version (a page
//                                 of before a deploy) gets the current file with the short cache.
//   POST /locales/add/:lng/:ns    development only: records missing keys into
//                                 DATA_DIR/locales-missing/{lng}/{ns}.json (404 in production).
// Only plain names reach the file system: a language of LANGUAGES and a namespace matching
// [A-Za-z0-9_-]+, so encoded slashes, dots and NUL can never form a path (they 404).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { errors } from '../errors.ts';
import { isLanguage } from '../context.ts';
import { localesVersion } from '../../renderer/assets.ts';

const NAMESPACE = /^[A-Za-z0-9_-]{1,64}$/;
const FILE = /^([A-Za-z0-9_-]{1,64})(?:\.([0-9a-f]{12}))?\.json$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unicode control characters: C0 (NUL to U+001F), DEL and the C1 range.
const CONTROL = /\p{Cc}/u;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_KEYS_PER_POST = 200;
const MAX_KEYS_PER_FILE = 10_000;
const MAX_KEY_LENGTH = 200;
const MAX_VALUE_LENGTH = 2_000;
export const ADD_BODY_LIMIT = 16 * 1024;

interface Entry {
  body: Buffer;
  etag: string;
  mtimeMs: number;
}

export interface LocalesOptions {
  config: GatewayConfig;
  localesDir: string;
}

/** True when an If-None-Match header lists this ETag (weak comparison, `*` matches). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v.replace(/^W\//, '') === bare;
  });
}

export default async function localesPlugin(app: FastifyInstance, opts: LocalesOptions): Promise<void> {
  const { config, localesDir } = opts;
  const production = config.nodeEnv === 'production';
  const cacheControl = production ? 'public, max-age=300, must-revalidate' : 'no-cache';
  const cache = new Map<string, Entry>();
  const version = production ? localesVersion(localesDir) : null;

  /** The file's bytes and ETag; re-read when it changed (development), null when absent. */
  function load(lng: string, ns: string): Entry | null {
    const file = join(localesDir, lng, `${ns}.json`);
    const key = `${lng}/${ns}`;
    const hit = cache.get(key);
    if (hit && production) return hit;
    let mtimeMs: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) return null;
      mtimeMs = st.mtimeMs;
    } catch {
      cache.delete(key);
      return null;
    }
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const body = readFileSync(file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry = { body, etag, mtimeMs };
    cache.set(key, entry);
    return entry;
  }

  app.get<{ Params: { lng: string; file: string } }>('/locales/:lng/:file', async (request, reply) => {
    const { lng, file } = request.params;
    const m = FILE.exec(file);
    if (!isLanguage(lng) || !m) throw errors.notFound('translation');
    const entry = load(lng, m[1]);
    if (!entry) throw errors.notFound('translation');
    const current = m[2] !== undefined && m[2] === version;
    reply
      .header('etag', entry.etag)
      .header('cache-control', current ? IMMUTABLE : cacheControl)
      .header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  if (production) return;

  const lanes = new Map<string, Promise<unknown>>();
  const missingDir = join(config.dataDir, 'locales-missing');

  function validate(body: unknown): Map<string, string> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw errors.badRequest('body must be an object of missing keys and their fallback values');
    }
    const entries = Object.entries(body as Record<string, unknown>);
    if (entries.length === 0) throw errors.badRequest('body must name at least one key');
    if (entries.length > MAX_KEYS_PER_POST) throw errors.badRequest(`body must name at most ${MAX_KEYS_PER_POST} keys`);
    const keys = new Map<string, string>();
    for (const [key, value] of entries) {
      if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw errors.badRequest(`body keys must be 1..${MAX_KEY_LENGTH} characters`);
      if (CONTROL.test(key)) throw errors.badRequest('body keys must not contain control characters');
      if (FORBIDDEN_KEYS.has(key)) throw errors.badRequest(`body key ${key} is not allowed`);
      const fallback = value === null || value === undefined ? '' : value;
      if (typeof fallback !== 'string' || fallback.length > MAX_VALUE_LENGTH) {
        throw errors.badRequest(`body/${key} must be a string of at most ${MAX_VALUE_LENGTH} characters`);
      }
      keys.set(key, fallback);
    }
    return keys;
  }

  function record(lng: string, ns: string, keys: Map<string, string>): number {
    const dir = join(missingDir, lng);
    const file = join(dir, `${ns}.json`);
    mkdirSync(dir, { recursive: true });
    const current: Record<string, string> = Object.create(null);
    if (existsSync(file)) {
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') current[k] = v;
      } catch {
        // a corrupt file is replaced
      }
    }
    let added = 0;
    let size = Object.keys(current).length;
    for (const [k, v] of keys) {
      if (k in current || size >= MAX_KEYS_PER_FILE) continue;
      current[k] = v;
      added++;
      size++;
    }
    if (added > 0) {
      const sorted = Object.fromEntries(
        Object.keys(current)
          .sort()
          .map((k) => [k, current[k]]),
      );
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(sorted, null, 2) + '\n');
      renameSync(tmp, file);
    }
    return added;
  }

  app.post<{ Params: { lng: string; ns: string } }>(
    '/locales/add/:lng/:ns',
    { bodyLimit: ADD_BODY_LIMIT },
    async (request: FastifyRequest<{ Params: { lng: string; ns: string } }>, reply: FastifyReply) => {
      const { lng, ns } = request.params;
      if (!isLanguage(lng) || !NAMESPACE.test(ns) || !load('en', ns)) throw errors.notFound('namespace');
      const keys = validate(request.body);
      const laneKey = `${lng}/${ns}`;
      const run = (lanes.get(laneKey) ?? Promise.resolve()).then(() => record(lng, ns, keys));
      lanes.set(
        laneKey,
        run.catch(() => undefined),
      );
      const added = await run;
      request.log.info({ lng, ns, added }, 'missing translation keys recorded');
      return reply.code(200).send({ added });
    },
  );
}
