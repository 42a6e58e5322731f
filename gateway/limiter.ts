// A first-in, first-out limit on concurrent work. Server renders interleave at every await; with
// dozens in flight they all finish late together and a few finish very late. Admitting a handful at
// a time, in arrival order, keeps each page's latency close to its own render time plus its place in
// the queue, and bounds the memory the renders in flight hold. A full queue refuses at once.
export class QueueFullError extends Error {
  readonly statusCode = 503;
  constructor() {
    super('Too many pages waiting to be rendered');
    this.name = 'QueueFullError';
  }
}

export interface Limiter {
  run<T>(fn: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter(concurrency: number, maxWaiting: number): Limiter {
  let active = 0;
  const queue: (() => void)[] = [];

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else active--;
  }

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(fn) {
      if (active < concurrency) active++;
      else {
        if (queue.length >= maxWaiting) throw new QueueFullError();
        // the slot passes directly from the finishing render to this one
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await fn();
      } finally {
        release();
      }
    },
  };
}
