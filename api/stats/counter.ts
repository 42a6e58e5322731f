// The view and impression counter of one api process (docs/decisions/0021): `app.stats`. A view
// or an impression only touches memory; the buffer is written in one transaction every
// STATS_FLUSH_MS, as soon as it holds STATS_FLUSH_SIZE entries, and when the api closes. The
// visitor of a view is a hash of address and user agent with the day's random salt, which every
// process reads from the database once a day (so the same visitor hashes alike in all of them) and
// which is deleted with the day's hashes once the day is over. STATS_COUNTING=false puts a counter
// that drops everything in its place (the bench's same-run A/B of counting on and off).
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { StatsBuffer, utcDay, type Batch } from './buffer.ts';
import { isBot } from './bots.ts';
import { daySalt, writeBatch } from './sql.ts';

export interface ViewSeen {
  aliasId: string;
  ip: string;
  userAgent: string | undefined;
  userId: string | undefined;
}

export interface StatsCounter {
  /** counts a page view (bots are left out here, the owner when written); resolves once buffered */
  view(seen: ViewSeen): Promise<void>;
  /** counts the listings of a page of search results as shown once each */
  impressions(estateIds: readonly string[]): void;
  /** writes what is buffered now (tests, shutdown); resolves when written */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stats: StatsCounter;
  }
}

/** Beyond this many entries waiting while the database fails, the oldest are given up. */
const GIVE_UP_FACTOR = 10;

export function createCounter(db: Db, log: FastifyBaseLogger, opts: { flushSize: number; now?: () => Date }): StatsCounter {
  const now = opts.now ?? (() => new Date());
  const buffer = new StatsBuffer();
  const salts = new Map<string, Promise<string>>();
  let writing: Promise<void> = Promise.resolve();

  function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      for (const known of salts.keys()) if (known < day) salts.delete(known);
      salt = daySalt(db, day, randomBytes(32).toString('base64url'));
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  }

  async function write(batch: Batch): Promise<void> {
    if (!batch.views.length && !batch.impressions.length) return;
    try {
      const written = await writeBatch(db, batch, utcDay(now()));
      log.debug({ views: written.views, impressions: written.impressions }, 'listing stats written');
    } catch (err) {
      log.warn({ err }, 'listing stats not written; kept for the next flush');
      if (buffer.size + batch.views.length + batch.impressions.length <= opts.flushSize * GIVE_UP_FACTOR) buffer.putBack(batch);
    }
  }

  /** one write at a time, in order */
  function flush(): Promise<void> {
    writing = writing.then(() => write(buffer.take()));
    return writing;
  }

  function full(): void {
    if (buffer.size >= opts.flushSize) void flush();
  }

  return {
    async view(seen) {
      if (isBot(seen.userAgent)) return;
      const day = utcDay(now());
      const salt = await saltOf(day);
      const visitor = createHash('sha256')
        .update(`${salt}\n${seen.ip}\n${seen.userAgent ?? ''}`)
        .digest('base64url')
        .slice(0, 22);
      buffer.addView({ aliasId: seen.aliasId, day, visitor, userId: seen.userId ?? null });
      full();
    },
    impressions(estateIds) {
      if (!estateIds.length) return;
      buffer.addImpressions(utcDay(now()), estateIds);
      full();
    },
    flush,
  };
}

/** STATS_COUNTING=false: the beacon is answered as always, nothing is counted or written. */
export const droppingCounter: StatsCounter = {
  async view() {},
  impressions() {},
  async flush() {},
};

export default fp(
  async (app: FastifyInstance) => {
    const { flushMs, flushSize, counting = true } = app.config.stats ?? { flushMs: 10_000, flushSize: 1000 };
    if (!counting) {
      app.log.info('listing statistics: not counting (STATS_COUNTING=false)');
      app.decorate('stats', droppingCounter);
      return;
    }
    const counter = createCounter(app.db, app.log.child({ part: 'stats' }), { flushSize });
    app.decorate('stats', counter);
    if (flushMs > 0) {
      const timer = setInterval(() => void counter.flush(), flushMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    // before the database closes (it was registered earlier, so its onClose runs later)
    app.addHook('onClose', async () => counter.flush());
  },
  { name: 'stats', dependencies: ['db'] },
);
