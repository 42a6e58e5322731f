// Messages between users, optionally about an estate. Only the sender and the recipient may read one;
// opening it as the recipient marks it read.
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import type { Message, MessageBox, MessageInput } from '../../shared/contract/messages.ts';
import {
  countBox,
  countUnread,
  insertMessage,
  markRead,
  selectBox,
  selectMessage,
  selectMessageOf,
  selectShownEstateIdByAlias,
  selectUserIdByAlias,
} from './sql.ts';

export async function listMessages(
  q: Queryable,
  userId: string,
  box: MessageBox,
  page: number,
  onPage: number,
): Promise<{ total: number; values: Message[] }> {
  const total = await countBox(q, userId, box);
  const values = await selectBox(q, userId, box, onPage, (page - 1) * onPage);
  return { total, values };
}

/** A message the user sent or received; 404 for anyone else (its existence is not revealed). */
export async function openMessage(db: Db, userId: string, id: string): Promise<Message> {
  return db.transaction(async (tx) => {
    await markRead(tx, id, userId);
    const message = await selectMessageOf(tx, id, userId);
    if (!message) throw errors.notFound('message');
    return message;
  });
}

/** A message written inside the caller's transaction (a signed-in sender's enquiry, api/leads/service.ts). */
export const insertMessageIn = insertMessage;

export function unreadAmount(q: Queryable, userId: string): Promise<number> {
  return countUnread(q, userId);
}

export async function sendMessage(db: Db, fromUserId: string, input: MessageInput): Promise<Message> {
  const id = await db.transaction(async (tx) => {
    const toUserId = await selectUserIdByAlias(tx, input.to);
    if (!toUserId) throw errors.invalidField('body/to', 'is not a known user', 'UNKNOWN_RECIPIENT');
    if (toUserId === fromUserId) throw errors.invalidField('body/to', 'must be someone else', 'SELF_RECIPIENT');
    let estateId: string | null = null;
    if (input.estateAliasId) {
      estateId = await selectShownEstateIdByAlias(tx, input.estateAliasId);
      if (!estateId) throw errors.invalidField('body/estateAliasId', 'is not a known estate', 'UNKNOWN_ESTATE');
    }
    return insertMessage(tx, { fromUserId, toUserId, estateId, subject: input.subject.trim(), body: input.body.trim() });
  });
  const message = await selectMessage(db, id);
  if (!message) throw errors.notFound('message');
  return message;
}
