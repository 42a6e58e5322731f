// What the gateway does to a request before routing, and for the requests the router itself refuses.
//
// Path normalization (docs/decisions/0011): the gateway and the api each route by path, so a path
// that the two read differently could reach a gateway-bypassing api handler (`/api/auth/./sign-in`
// once returned the raw session token). Before routing every path is brought to one plain form:
// percent-encoded unreserved characters are decoded (`%73ign-in` → `sign-in`, `%2e` → `.`), dot
// segments are resolved and repeated slashes collapsed. A path that still holds an encoded slash or
// backslash, a raw backslash or a NUL, or whose dot segments climb out of its first segment, has no
// plain form and is routed to a path nothing serves (404).
// The router's own refusals (a malformed escape like `%ff`, an over-long parameter) are answered
// here with the same error shapes and security headers as every other answer.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { sendError } from './plugins/errors.ts';

/** where a path without a plain form is sent: no route serves it, so it is a 404 */
export const UNROUTABLE = '/__unroutable__';

const UNRESERVED = /%(2[dDeE]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;
const NO_PLAIN_FORM = /%(2f|5c|00)|\\|\0/i;

/** The plain form of a request target's path (the query is kept as it is). */
export function normalizeTarget(target: string): string {
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q);
  if (!rawPath.startsWith('/')) return UNROUTABLE;
  const path = rawPath.replace(UNRESERVED, (m) => String.fromCharCode(parseInt(m.slice(1), 16)));
  if (NO_PLAIN_FORM.test(path)) return UNROUTABLE;
  if (!/\/\/|\/\.\.?(\/|$)/.test(path)) return path === rawPath ? target : path + query;
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((seg, i) => {
    const last = i === segments.length - 1;
    if (seg === '.' || seg === '..') {
      if (seg === '..') out.pop();
      if (last) out.push('');
      return;
    }
    if (seg === '' && !last) return;
    out.push(seg);
  });
  // dot segments may tidy a path within its first segment (/api, /locales, a page), never leave it:
  // /locales/en/../../package.json is not a way to name /package.json
  if (out[0] !== segments[0]) return UNROUTABLE;
  return `/${out.join('/')}${query}`;
}

/** Fastify's `frameworkErrors`: a malformed escape is a 400, an over-long parameter (an id nobody has) a 404. */
export function frameworkErrors(securityHeaders: Record<string, string>) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(securityHeaders);
    request.log.info({ code: err.code, url: request.url.slice(0, 200) }, 'request refused by the router');
    if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      sendError(request, reply, errorBody(404, 'The page was not found', 'NOT_FOUND'));
      return;
    }
    sendError(request, reply, errorBody(400, 'The address is malformed', 'BAD_URL'));
  };
}
