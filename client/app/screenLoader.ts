// Loads a screen's chunk once and keeps it: the server awaits the matched screen before rendering
// and the browser before hydrating, so both render it synchronously (no Suspense fallback, no
// hydration mismatch); later navigations load on demand (ScreenHost).
// A failed load is a ChunkLoadError naming the chunk and the kind: missing (the file could not be
// fetched), timeout (no answer within 120 s) or other (the code failed to evaluate, ...).
import { TIMING } from '../../shared/core/constants.ts';
import type { ScreenComponent, ScreenEntry } from '../lib/screens.ts';

export type ChunkFailureKind = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly kind: ChunkFailureKind;
  constructor(chunk: string, kind: ChunkFailureKind, detail: string) {
    super(`Loading chunk ${chunk} failed (${kind}): ${detail}`);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.kind = kind;
  }
}

// the messages browsers use when a module script cannot be fetched
const MISSING =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|cannot find module|404/i;

export function classifyChunkError(chunk: string, err: unknown): ChunkLoadError {
  if (err instanceof ChunkLoadError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ChunkLoadError(chunk, MISSING.test(message) ? 'missing' : 'other', message);
}

export interface ScreenLoader<ScreenId extends string = string> {
  /** the loaded component, if its chunk is already here */
  loaded(id: ScreenId): ScreenComponent | undefined;
  /** load (once) and keep; rejects with a ChunkLoadError */
  load(id: ScreenId): Promise<ScreenComponent>;
}

export function createScreenLoader<ScreenId extends string>(
  screens: Readonly<Record<ScreenId, Pick<ScreenEntry, 'load'>>>,
  timeoutMs: number = TIMING.chunkLoadTimeoutMs,
): ScreenLoader<ScreenId> {
  const done = new Map<ScreenId, ScreenComponent>();
  const pending = new Map<ScreenId, Promise<ScreenComponent>>();

  function load(id: ScreenId): Promise<ScreenComponent> {
    const have = done.get(id);
    if (have) return Promise.resolve(have);
    let p = pending.get(id);
    if (p) return p;
    p = new Promise<ScreenComponent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(id, 'timeout', `no answer in ${timeoutMs} ms`)), timeoutMs);
      screens[id].load().then(
        (mod) => {
          clearTimeout(timer);
          if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object') {
            reject(new ChunkLoadError(id, 'other', 'the chunk has no default export'));
            return;
          }
          done.set(id, mod.default);
          resolve(mod.default);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(classifyChunkError(id, err));
        },
      );
    }).finally(() => pending.delete(id)); // a failed load may be tried again later
    pending.set(id, p);
    return p;
  }

  return { loaded: (id) => done.get(id), load };
}
