// The account's privacy rights (issue 22): everything it holds as one document (export), and its
// erasure after the password: in one transaction every session ends, favourites, saved searches and
// listings go, the row is anonymised (messages then show a deleted sender to the other party) and
// the orders stay for the ten years German accounting law asks, tied to nobody. The listings'
// photo files are removed and the confirmation mailed after the commit.
import type { FastifyInstance } from 'fastify';
import type { AccountExport } from '../../shared/contract/users.ts';
import { errors } from '../errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { removeFiles } from '../estates/photo-service.ts';
import { accountDeletedMail } from '../integrations/mail/templates.ts';
import { getCurrentUser } from './service.ts';
import {
  eraseAccount,
  selectFavourites,
  selectListings,
  selectMessages,
  selectOrders,
  selectPasswordHash,
  selectSavedSearches,
  selectSubscriptions,
} from './sql-privacy.ts';

type App = Pick<FastifyInstance, 'db' | 'media' | 'mail' | 'config' | 'log'>;

export async function exportAccount(app: App, userId: string): Promise<AccountExport> {
  const { user } = await getCurrentUser(app.db, userId);
  return {
    exportedAt: new Date().toISOString(),
    profile: user,
    listings: await selectListings(app.db, userId, `${app.config.publicOrigin}/media/`),
    messagesSent: await selectMessages(app.db, userId, 'from'),
    messagesReceived: await selectMessages(app.db, userId, 'to'),
    favourites: await selectFavourites(app.db, userId),
    savedSearches: await selectSavedSearches(app.db, userId),
    orders: await selectOrders(app.db, userId),
    subscriptions: await selectSubscriptions(app.db, userId),
  };
}

/** Erases the account when the password is right; a wrong one is a 400 naming `password` and changes nothing. */
export async function deleteAccount(app: App, userId: string, password: string): Promise<void> {
  const { user } = await getCurrentUser(app.db, userId);
  const hash = await selectPasswordHash(app.db, userId);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw errors.invalidField('body/password', 'is not the password of this account', 'WRONG_PASSWORD');
  }
  const keys = await app.db.transaction(async (tx) => {
    // checked again under the row's lock: a second request may have erased it meanwhile
    if ((await selectPasswordHash(tx, userId)) !== hash)
      throw errors.invalidField('body/password', 'is not the password of this account', 'WRONG_PASSWORD');
    return eraseAccount(tx, userId);
  });
  // demo photos are shared between estates; only an estate's own uploads go with it
  await removeFiles(
    app.media,
    keys.filter((k) => k.startsWith('estates/')),
  );
  await app.mail
    .send(accountDeletedMail(user.email, user.language, user.firstName))
    .catch((err: unknown) => app.log.error({ err, userId }, 'account deletion mail not sent'));
}
