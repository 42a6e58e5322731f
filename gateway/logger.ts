// The gateway's pino logger: JSON lines, one per request (plugins/logging.ts), with cookies,
// authorization headers, set-cookie and anything named like a token or password redacted, and
// secrets in URLs (reset-password tokens, token-like query values) masked before they are logged.
import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { GatewayConfig } from './config.ts';

const SECRET_QUERY_KEY = /token|password|secret|key|code|sig/i;
const SECRET_PATHS = [/^(\/reset-password\/)[^/?#]+/, /^(\/api\/auth\/reset-password\/)[^/?#]+/];

/** The URL as it may be logged: path secrets and token-like query values replaced by [redacted]. */
export function sanitizeUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const re of SECRET_PATHS) path = path.replace(re, '$1[redacted]');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_QUERY_KEY.test(key) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'token',
  '*.token',
  'password',
  '*.password',
];

interface RawReq {
  method?: string;
  url?: string;
  id?: string;
}

export function createLogger(config: Pick<GatewayConfig, 'logLevel'>, destination?: DestinationStream, service = 'gateway'): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        // only what helps debugging; headers (cookies!) and bodies are never serialized
        req: (req: RawReq) => ({ method: req.method, url: sanitizeUrl(req.url ?? '') }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
