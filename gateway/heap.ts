// How far V8 lets the old generation grow past what survived the last full collection before it
// collects again. V8's own choice goes up to four times when collections are cheap: under page load
// that was 150–200 MB of dead render garbage over a live heap of about 40 MB (docs/decisions/0010,
// "Memory"). HEAP_GROWING_PERCENT (default 60: 1.6 times) keeps a gateway near its live heap for a
// few per cent of CPU; 0 leaves V8 its own choice. Set once at start (bin/start.ts, the soak bench).
import { setFlagsFromString } from 'node:v8';

export function tuneHeap(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
