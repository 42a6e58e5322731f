// When the map's groups are asked for (useClusters, issue 26.3), apart from React and Leaflet so it can
// be tested on its own: `schedule` (on each pan or zoom) waits for `debounceMs` of quiet before one
// call, a newer call aborts the one in flight, and only the newest call's answer or failure is applied
// (an overtaken answer is dropped; an aborted call's error is never shown). The first call asks for
// the whole world when `worldFirst`.

/** Quiet time after a move before the call. */
export const CLUSTERS_DEBOUNCE_MS = 250;

export interface ClustersLoaderOptions<T> {
  /** the call; `world` when it is for the whole world */
  fetch: (world: boolean, signal: AbortSignal) => Promise<T>;
  /** the answer of the newest call */
  apply: (answer: T, world: boolean) => void;
  /** the newest call failed (not aborted) */
  fail: () => void;
  worldFirst: boolean;
  debounceMs?: number;
}

export interface ClustersLoader {
  /** a call now (the one in flight aborted) */
  load: () => void;
  /** a call after `debounceMs` of quiet */
  schedule: () => void;
  /** nothing more is called or applied */
  dispose: () => void;
}

export function createClustersLoader<T>({
  fetch,
  apply,
  fail,
  worldFirst,
  debounceMs = CLUSTERS_DEBOUNCE_MS,
}: ClustersLoaderOptions<T>): ClustersLoader {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let seq = 0;
  let first = worldFirst;
  const load = () => {
    inFlight?.abort();
    const mine = ++seq;
    const controller = new AbortController();
    inFlight = controller;
    const world = first;
    first = false;
    let call: Promise<T>;
    try {
      call = fetch(world, controller.signal);
    } catch (err) {
      call = Promise.reject(err);
    }
    call.then(
      (answer) => {
        if (mine === seq) apply(answer, world);
      },
      () => {
        if (mine === seq && !controller.signal.aborted) fail();
      },
    );
  };
  return {
    load,
    schedule: () => {
      clearTimeout(timer);
      timer = setTimeout(load, debounceMs);
    },
    dispose: () => {
      clearTimeout(timer);
      seq++;
      inFlight?.abort();
    },
  };
}
