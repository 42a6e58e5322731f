// The marketplace API as a Fastify instance that never listens: integrations (db, mail, media,
// payments), then cross-cutting plugins (auth, rate limits), then the route plugins under /api.
// bin/start.ts and test/helpers/api.ts listen; they also close it.
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import sharp from 'sharp';
import { openApiOptions } from './http/openapi.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/index.ts';
import { installErrorHandlers, formatValidationError, errors } from './errors.ts';
import { createValidatorCompiler } from './http/validator.ts';
import dbPlugin from './db/plugin.ts';
import mailPlugin from './integrations/mail/plugin.ts';
import mediaPlugin from './integrations/media/plugin.ts';
import paymentsPlugin from './integrations/payments/plugin.ts';
import jobsPlugin from './integrations/jobs/plugin.ts';
import authPlugin from './http/auth.ts';
import readsPlugin from './db/reads.ts';
import rateLimitPlugin from './http/rate-limit.ts';
import { registerPressure } from './http/pressure.ts';
import hardeningPlugin, { apiFrameworkErrors } from './http/hardening.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import authRoutes from './auth/routes.ts';
import adminRoutes from './admin/routes.ts';
import { guardAdminRoutes } from './admin/guard.ts';
import { grantAdminEmails } from './admin/roles.ts';
import userRoutes from './users/routes.ts';
import articleRoutes from './articles/routes.ts';
import geodataRoutes from './geodata/routes.ts';
import currencyRoutes from './geodata/currencies-routes.ts';
import billingRoutes from './billing/routes.ts';
import renewalPlugin from './billing/renewal-plugin.ts';
import ratesPlugin from './rates/plugin.ts';
import messageRoutes from './messages/routes.ts';
import contactRoutes from './contact/routes.ts';
import pageRoutes from './pages/routes.ts';
import photoRoutes from './estates/photos-routes.ts';
import documentRoutes from './estates/documents-routes.ts';
import estateRoutes from './estates/routes.ts';
import importRoutes from './import/routes.ts';
import sitemapRoutes from './sitemaps/routes.ts';
import favouriteRoutes from './favourites/routes.ts';
import savedSearchRoutes from './savedSearches/routes.ts';
import savedSearchAlerts from './savedSearches/alerts-plugin.ts';
import retentionPlugin from './retention/plugin.ts';
import freshnessPlugin from './estates/freshness-plugin.ts';
import translationsPlugin from './estates/translations-plugin.ts';
import { seedIfEmpty } from './seed/index.ts';
import placeRoutes from './places/routes.ts';
import reportRoutes from './reports/routes.ts';
import leadRoutes from './leads/routes.ts';
import statsCounter from './stats/counter.ts';
import statsRoutes from './stats/routes.ts';
import { syncPlaceCatalog } from './places/sync.ts';
import { route } from './http/route.ts';
import { getHealth, getReadiness } from '../shared/contract/health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
  }
}

export interface BuildApiOptions {
  /** a pino logger to use, or fastify logger options, or false for none; default: pino JSON at config.logLevel */
  logger?: FastifyBaseLogger | FastifyServerOptions['logger'];
  /** use this database instead of opening one (the caller closes it) */
  db?: Db;
  /** use this mailer instead of SMTP or the outbox */
  mailer?: Mailer;
}

export const BODY_LIMIT = 1024 * 1024;

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'token', 'password', 'resetToken'];

function loggerOptions(config: ApiConfig, logger: BuildApiOptions['logger']): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger && typeof logger === 'object' && typeof (logger as FastifyBaseLogger).info === 'function' && 'child' in logger) {
    return { loggerInstance: logger as FastifyBaseLogger };
  }
  if (logger !== undefined) return { logger: logger as FastifyServerOptions['logger'] };
  return { logger: { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } } };
}

export async function buildApi(config: ApiConfig, opts: BuildApiOptions = {}): Promise<FastifyInstance> {
  // every photo is decoded and encoded once (upload, import, seed): libvips' operation cache (up to
  // 50 MB of native memory) never hits, and an idle api kept it (docs/decisions/0010, "Memory")
  sharp.cache(false);
  const app = Fastify({
    ...loggerOptions(config, opts.logger),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy ?? 'loopback',
    requestIdHeader: 'x-request-id',
    schemaErrorFormatter: formatValidationError,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: apiFrameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(createValidatorCompiler());
  app.decorate('config', config);
  installErrorHandlers(app);
  await app.register(hardeningPlugin);
  // shed load with 503 when the event loop lags (api/http/pressure.ts)
  await registerPressure(app, config.pressure);

  await app.register(swagger, openApiOptions(config.publicOrigin));

  await app.register(dbPlugin, { config, db: opts.db });
  await app.register(jobsPlugin, { config });
  await app.register(mailPlugin, { config, mailer: opts.mailer });
  await app.register(mediaPlugin, { config });
  await app.register(paymentsPlugin, { config });
  await app.register(authPlugin);
  await app.register(readsPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(statsCounter);
  // machine translation of listings on the job queue (issue 26): app.translations
  await app.register(translationsPlugin);

  route(app, getHealth, () => ({ status: 'ok' as const }));
  route(app, getReadiness, async () => {
    try {
      await app.db.query('SELECT 1');
    } catch {
      throw errors.unavailable('Database unreachable');
    }
    return { status: 'ready' as const };
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  // every /api/admin route must carry the operator guard (api/admin/guard.ts)
  guardAdminRoutes(app);
  // each domain's routes carry their full paths from the contract (shared/contract/*)
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(userRoutes);
  await app.register(articleRoutes);
  await app.register(geodataRoutes);
  await app.register(currencyRoutes);
  await app.register(billingRoutes);
  await app.register(messageRoutes);
  await app.register(contactRoutes);
  await app.register(pageRoutes);
  await app.register(estateRoutes);
  await app.register(photoRoutes);
  await app.register(documentRoutes);
  await app.register(importRoutes);
  await app.register(sitemapRoutes);
  await app.register(favouriteRoutes);
  await app.register(savedSearchRoutes);
  await app.register(placeRoutes);
  await app.register(reportRoutes);
  await app.register(leadRoutes);
  await app.register(statsRoutes);
  // the renewal job: reminders, renewal charges, the end of unpaid subscriptions
  await app.register(renewalPlugin);
  // the exchange rates: fetched daily on the job queue (RATES_FETCH), the last good ones kept
  await app.register(ratesPlugin);
  // the saved-search alerts: new listings and price drops, mailed on the job queue
  await app.register(savedSearchAlerts);
  // the retention job: ended sessions, spent tokens, old failure counts, outbox mails, import uploads
  await app.register(retentionPlugin);
  // listings that stay fresh: the owner is asked, then an unconfirmed listing is archived (issue 24)
  await app.register(freshnessPlugin);

  await app.after();
  // the place index's catalogue before any estate is written (api/places/sync.ts)
  await syncPlaceCatalog(app.db);
  // an empty database always gets the reference data (countries, currencies, plans, legal pages);
  // SEED adds the demo accounts and estates, whose passwords are public
  const demo = config.seed ?? true;
  const seeded = await seedIfEmpty(app.db, { estates: config.seedEstates ?? 0, seed: 1, media: app.media, demo });
  // ADMIN_EMAILS: the accounts that exist now become admins (never later at sign-in: addresses are not verified)
  if (config.adminEmails?.length) {
    const { granted, missing } = await grantAdminEmails(app.db, config.adminEmails);
    if (granted.length) app.log.info({ granted }, 'ADMIN_EMAILS: admin role granted');
    if (missing.length)
      app.log.warn({ missing }, 'ADMIN_EMAILS: no account has these addresses; create them, then restart or run npm run admin -- grant');
  }
  if (seeded && demo && config.publicOrigin.startsWith('https:')) {
    app.log.error(
      { publicOrigin: config.publicOrigin },
      'demo accounts with published passwords were seeded on a public https site: set SEED=false (the default with DATABASE_URL) and remove them',
    );
  }
  return app;
}
