// Integration tier: the database (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set), migrated
// on open and closed with the app.
import fp from 'fastify-plugin';
import { openDb, type Db } from './index.ts';
import type { ApiConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async (app, opts: { config: ApiConfig; db?: Db }) => {
    const { config } = opts;
    const db =
      opts.db ??
      (await openDb({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        inMemory: config.inMemoryDb,
        pgliteImage: config.pgliteImage,
        onConnectionError: (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects'),
        read: config.databaseRead && { ...config.databaseRead, log: app.log },
      }));
    app.decorate('db', db);
    // a database handed in by the caller is the caller's to close
    if (!opts.db) app.addHook('onClose', async () => db.close());
  },
  { name: 'db' },
);
