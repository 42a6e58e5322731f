// The queries of messages and how a row (with both parties and the estate it is about) becomes the
// contract's Message.
import type { Queryable } from '../db/index.ts';
import type { UserTitle } from '../../shared/core/constants.ts';
import type { Message, MessageBox } from '../../shared/contract/messages.ts';

interface MessageRow {
  id: string;
  subject: string;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
  estate_id: string | null;
  estate_alias_id: string | null;
  estate_title: Record<string, string> | null;
  [key: string]: unknown;
}

const PARTY = ['id', 'alias_id', 'title', 'first_name', 'last_name', 'is_realtor', 'company', 'deleted_at'];
const partyColumns = (alias: string) => PARTY.map((c) => `${alias}.${c} AS ${alias}_${c}`).join(', ');

const SELECT = `SELECT m.id, m.subject, m.body, m.created_at, m.read_at,
       e.id AS estate_id, e.alias_id AS estate_alias_id, e.title AS estate_title,
       ${partyColumns('f')}, ${partyColumns('t')}
  FROM messages m
  JOIN users f ON f.id = m.from_user_id
  JOIN users t ON t.id = m.to_user_id
  LEFT JOIN estates e ON e.id = m.estate_id`;

function party(row: MessageRow, alias: 'f' | 't'): Message['from'] {
  const v = (c: string) => row[`${alias}_${c}`];
  return {
    _id: v('id') as string,
    aliasId: v('alias_id') as string,
    title: v('title') as UserTitle,
    firstName: v('first_name') as string,
    lastName: v('last_name') as string,
    isRealtor: v('is_realtor') as boolean,
    company: (v('company') as string | null) ?? null,
    // an erased account (api/users/privacy.ts): the other party keeps the thread, from a deleted user
    ...(v('deleted_at') ? { deleted: true } : {}),
  };
}

function messageOfRow(row: MessageRow): Message {
  return {
    _id: row.id,
    from: party(row, 'f'),
    to: party(row, 't'),
    estate: row.estate_id ? { _id: row.estate_id, aliasId: row.estate_alias_id as string, title: row.estate_title ?? {} } : null,
    subject: row.subject,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}

const boxColumn = (box: MessageBox) => (box === 'inbox' ? 'to_user_id' : 'from_user_id');

export async function countBox(q: Queryable, userId: string, box: MessageBox): Promise<number> {
  const r = await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM messages WHERE ${boxColumn(box)} = $1`, [userId]);
  return Number(r.rows[0].n);
}

/** A page of the user's box, newest first. */
export async function selectBox(q: Queryable, userId: string, box: MessageBox, limit: number, offset: number): Promise<Message[]> {
  const r = await q.query<MessageRow>(`${SELECT} WHERE m.${boxColumn(box)} = $1 ORDER BY m.created_at DESC, m.id LIMIT $2 OFFSET $3`, [
    userId,
    limit,
    offset,
  ]);
  return r.rows.map(messageOfRow);
}

/** Marks the message read if the user received it and has not opened it before. */
export async function markRead(q: Queryable, id: string, userId: string): Promise<void> {
  await q.query('UPDATE messages SET read_at = now() WHERE id = $1 AND to_user_id = $2 AND read_at IS NULL', [id, userId]);
}

/** A message the user sent or received; null for any other. */
export async function selectMessageOf(q: Queryable, id: string, userId: string): Promise<Message | null> {
  const r = await q.query<MessageRow>(`${SELECT} WHERE m.id = $1 AND (m.from_user_id = $2 OR m.to_user_id = $2)`, [id, userId]);
  return r.rows[0] ? messageOfRow(r.rows[0]) : null;
}

export async function selectMessage(q: Queryable, id: string): Promise<Message | null> {
  const r = await q.query<MessageRow>(`${SELECT} WHERE m.id = $1`, [id]);
  return r.rows[0] ? messageOfRow(r.rows[0]) : null;
}

export async function countUnread(q: Queryable, userId: string): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::integer AS n FROM messages WHERE to_user_id = $1 AND read_at IS NULL', [userId]);
  return Number(r.rows[0].n);
}

/** The id of the user with this aliasId, if any. */
export async function selectUserIdByAlias(q: Queryable, aliasId: string): Promise<string | null> {
  const r = await q.query<{ id: string }>('SELECT id FROM users WHERE alias_id = $1 AND deleted_at IS NULL', [aliasId]);
  return r.rows[0]?.id ?? null;
}

/** The id of the estate with this aliasId that was ever published (drafts are nobody's business), if any. */
export async function selectShownEstateIdByAlias(q: Queryable, aliasId: string): Promise<string | null> {
  const r = await q.query<{ id: string }>(`SELECT id FROM estates WHERE alias_id = $1 AND status <> 'draft'`, [aliasId]);
  return r.rows[0]?.id ?? null;
}

export interface NewMessageRow {
  fromUserId: string;
  toUserId: string;
  estateId: string | null;
  subject: string;
  body: string;
}

export async function insertMessage(q: Queryable, m: NewMessageRow): Promise<string> {
  const r = await q.query<{ id: string }>(
    'INSERT INTO messages (from_user_id, to_user_id, estate_id, subject, body) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [m.fromUserId, m.toUserId, m.estateId, m.subject, m.body],
  );
  return r.rows[0].id;
}
