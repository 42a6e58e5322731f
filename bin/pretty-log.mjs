// Readable log lines for `npm run dev` (bin/dev.mjs pipes the server's stdout through it): pino's JSON
// line → "12:03:04 INFO  gateway listening on http://localhost:3000 url=… ms=12". A line that is not
// JSON passes unchanged. Production keeps pino's JSON lines (one per event, for log collectors).
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLORS = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const SKIP = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service', 'v']);

function value(v) {
  if (typeof v === 'string') return /\s/.test(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v);
}

/** One formatted line for a pino JSON line; the line itself when it is not one. */
export function prettyLine(line, color = false) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (!entry || typeof entry !== 'object' || typeof entry.level !== 'number') return line;
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[entry.level] ?? String(entry.level);
  const rest = Object.entries(entry)
    .filter(([k]) => !SKIP.has(k) && k !== 'err')
    .map(([k, v]) => `${k}=${value(v)}`)
    .join(' ');
  const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
  const text = `${time} ${level} ${entry.service ? `${entry.service} ` : ''}${entry.msg ?? ''}${rest ? `  ${rest}` : ''}${stack}`;
  const c = color ? COLORS[entry.level] : undefined;
  return c ? `${c}${text}\x1b[0m` : text;
}
