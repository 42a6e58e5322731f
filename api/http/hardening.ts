// Request and answer rules that hold for every api route (docs/decisions/0011):
//   - JSON bodies nested deeper than MAX_JSON_DEPTH are refused with 400 JSON_TOO_DEEP before they
//     are parsed (a body nested 10 000 deep once overflowed the stack of a recursive check: 500);
//   - an answer to a request that carries a session (`Authorization`) is `Cache-Control: private,
//     no-store` with `Vary: Cookie, Authorization`, so no shared cache keeps one user's data;
//     anonymous search, estate and currency answers are public for 30 s (stale for 2 more minutes
//     while revalidating); an error is `no-store`; a read through a signed link (an unsubscribe
//     or freshness link) is the link holder's: `private, no-store`, so no shared cache (the
//     gateway's reader among them) shows it to anyone after the holder has acted on it;
//   - an answer sent before the request's body was read (an upload refused at once) closes the
//     connection in stages, the rest of the body read and dropped (linger.ts);
//   - the router's own refusals: an over-long path parameter (an id nobody has) is a 404, a
//     malformed escape a 400, never the router's 414.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, errors } from '../errors.ts';
import { lingerAfterEarlyAnswer } from './linger.ts';

export const MAX_JSON_DEPTH = 32;

/** Public answers that shared caches may keep briefly (issue 21); a signed-in caller's stay private. */
export const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=120';
const PUBLIC_CACHEABLE = new Set(['/api/estate/search', '/api/estate/:aliasId', '/api/currencies']);
/** GETs that need no session but answer what a signed link's holder may see and change. */
const LINK_HOLDER_READS = new Set(['/api/saved-searches/unsubscribe', '/api/estate/freshness']);

/** The deepest nesting of arrays and objects in a JSON text (strings skipped), stopping past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 125 || c === 93 /* } ] */) depth--;
  }
  return max;
}

/** Fastify's `frameworkErrors` for the api. */
export function apiFrameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: err.code }, 'request refused by the router');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(404).send(errorBody(404, 'Not found', 'NOT_FOUND'));
    return;
  }
  reply.code(400).send(errorBody(400, 'The address is malformed', 'BAD_URL'));
}

export default fp(
  async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = body as string;
      if (text.trim() === '') {
        done(
          Object.assign(new Error('Body cannot be empty when content-type is set to application/json'), {
            statusCode: 400,
            code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
          }),
          undefined,
        );
        return;
      }
      if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        done(errors.invalidField('body', `must not be nested deeper than ${MAX_JSON_DEPTH} levels`, 'JSON_TOO_DEEP'), undefined);
        return;
      }
      try {
        done(null, JSON.parse(text));
      } catch (err) {
        done(
          Object.assign(new Error(`Body is not valid JSON: ${(err as Error).message}`), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
          undefined,
        );
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      lingerAfterEarlyAnswer(request.raw, (name, value) => reply.header(name, value));
      if (!reply.hasHeader('cache-control')) {
        if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
        else if (LINK_HOLDER_READS.has(request.routeOptions.url ?? '')) reply.header('cache-control', 'private, no-store');
        else if (request.method === 'GET' && reply.statusCode === 200 && PUBLIC_CACHEABLE.has(request.routeOptions.url ?? '')) {
          reply.header('cache-control', PUBLIC_CACHE);
        }
      }
      if (request.headers.authorization !== undefined) {
        reply.header('cache-control', 'private, no-store');
        const vary = String(reply.getHeader('vary') ?? '');
        const have = vary.toLowerCase();
        const add = ['Cookie', 'Authorization'].filter((h) => !have.includes(h.toLowerCase()));
        if (add.length) reply.header('vary', [vary, ...add].filter(Boolean).join(', '));
      }
      return payload;
    });
  },
  { name: 'hardening' },
);
