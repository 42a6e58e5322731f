// Readable log lines for `npm run dev` (bin/dev.mjs pipes the server's stdout through it): pino's JSON
// line → "12:03:04 INFO  gateway listening on http://localhost:3000". A line that is not JSON passes
// unchanged. Production keeps pino's JSON lines (one per event, for log collectors).
// createPrettyPrinter also makes the dev log short (issue 21.11):
// - one line per request: "12:03:04 INFO  api GET /api/currencies 200 17 ms". Fastify's default pair
//   (the api's "incoming request", then "request completed" without the URL) becomes that one line
//   when the request completes; the gateway already logs one line with method, url and status.
// - times rounded: milliseconds whole from 10 up, one decimal below.
// - "listening" once: Fastify's "Server listening at <address>" (one per interface) is dropped; the
//   gateway's own "listening on http://localhost:PORT" stays.
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLORS = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const SKIP = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service', 'v']);
/** what a request line shows in its own words, not as key=value */
const REQUEST_KEYS = new Set(['reqId', 'req', 'res', 'method', 'url', 'status', 'responseTime']);
const TIME_KEYS = /^(ms|responseTime|\w+Ms|\w+_ms)$/;
/** requests seen incoming and not yet completed, kept at most this many (a request that never completes) */
const PENDING_MAX = 1000;

/** A duration in ms as people read it: 1754 → "1754", 17.0198 → "17", 2.345 → "2.3". */
export function roundMs(ms) {
  return Math.abs(ms) >= 10 ? String(Math.round(ms)) : String(Math.round(ms * 10) / 10);
}

function value(k, v) {
  if (typeof v === 'number' && TIME_KEYS.test(k)) return roundMs(v);
  if (typeof v === 'string') return /\s/.test(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v);
}

function parse(line) {
  try {
    const entry = JSON.parse(line);
    return entry && typeof entry === 'object' && typeof entry.level === 'number' ? entry : null;
  } catch {
    return null;
  }
}

function format(entry, msg, skip, color) {
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[entry.level] ?? String(entry.level);
  const rest = Object.entries(entry)
    .filter(([k]) => !SKIP.has(k) && !skip.has(k) && k !== 'err')
    .map(([k, v]) => `${k}=${value(k, v)}`)
    .join(' ');
  const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
  const text = `${time} ${level} ${entry.service ? `${entry.service} ` : ''}${msg}${rest ? `  ${rest}` : ''}${stack}`;
  const c = color ? COLORS[entry.level] : undefined;
  return c ? `${c}${text}\x1b[0m` : text;
}

/** One formatted line for a pino JSON line; the line itself when it is not one. Stateless. */
export function prettyLine(line, color = false) {
  const entry = parse(line);
  return entry ? format(entry, entry.msg ?? '', new Set(), color) : line;
}

/**
 * A printer for one stream of log lines: `print(line)` gives the text to show, or null for a line
 * that shows nothing (a request's start, Fastify's per-address "Server listening at").
 */
export function createPrettyPrinter(color = false) {
  const pending = new Map();
  return function print(line) {
    const entry = parse(line);
    if (!entry) return line;
    const msg = entry.msg ?? '';
    if (/^Server listening at /.test(msg)) return null;
    if (msg === 'incoming request' && entry.reqId !== undefined) {
      if (pending.size >= PENDING_MAX) pending.delete(pending.keys().next().value);
      pending.set(`${entry.service}|${entry.reqId}`, entry.req ?? {});
      return null;
    }
    if (msg === 'request completed') {
      const key = `${entry.service}|${entry.reqId}`;
      const req = pending.get(key) ?? entry.req ?? {};
      pending.delete(key);
      const method = entry.method ?? req.method ?? '';
      const url = entry.url ?? req.url ?? '';
      const status = entry.status ?? entry.res?.statusCode ?? '';
      const ms = typeof entry.responseTime === 'number' ? ` ${roundMs(entry.responseTime)} ms` : '';
      return format(entry, `${method} ${url} ${status}${ms}`, REQUEST_KEYS, color);
    }
    return format(entry, msg, new Set(), color);
  };
}
