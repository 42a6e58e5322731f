// Messages between users, optionally about an estate. Only the sender and the recipient may read one;
// opening it as the recipient marks it read.
import type { Db, Queryable } from '../db/index.ts';
import type { UserTitle } from '../../shared/constants.ts';
import { errors } from '../errors.ts';
import type { UserRefJson } from '../users/service.ts';

export type Box = 'inbox' | 'sent';

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

export interface MessageJson {
  _id: string;
  from: UserRefJson;
  to: UserRefJson;
  estate: { _id: string; aliasId: string; title: Record<string, string> } | null;
  subject: string;
  body: string;
  createdAt: string;
  readAt: string | null;
}

const PARTY = ['id', 'alias_id', 'title', 'first_name', 'last_name', 'is_realtor', 'company'];
const partyColumns = (alias: string) => PARTY.map((c) => `${alias}.${c} AS ${alias}_${c}`).join(', ');

const SELECT = `SELECT m.id, m.subject, m.body, m.created_at, m.read_at,
       e.id AS estate_id, e.alias_id AS estate_alias_id, e.title AS estate_title,
       ${partyColumns('f')}, ${partyColumns('t')}
  FROM messages m
  JOIN users f ON f.id = m.from_user_id
  JOIN users t ON t.id = m.to_user_id
  LEFT JOIN estates e ON e.id = m.estate_id`;

function party(row: MessageRow, alias: 'f' | 't'): UserRefJson {
  const v = (c: string) => row[`${alias}_${c}`];
  return {
    _id: v('id') as string,
    aliasId: v('alias_id') as string,
    title: v('title') as UserTitle,
    firstName: v('first_name') as string,
    lastName: v('last_name') as string,
    isRealtor: v('is_realtor') as boolean,
    company: (v('company') as string | null) ?? null,
  };
}

function messageJson(row: MessageRow): MessageJson {
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

export async function listMessages(q: Queryable, userId: string, box: Box, page: number, onPage: number) {
  const column = box === 'inbox' ? 'to_user_id' : 'from_user_id';
  const total = Number((await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM messages WHERE ${column} = $1`, [userId])).rows[0].n);
  const r = await q.query<MessageRow>(`${SELECT} WHERE m.${column} = $1 ORDER BY m.created_at DESC, m.id LIMIT $2 OFFSET $3`, [
    userId,
    onPage,
    (page - 1) * onPage,
  ]);
  return { total, values: r.rows.map(messageJson) };
}

/** A message the user sent or received; 404 for anyone else (its existence is not revealed). */
export async function openMessage(db: Db, userId: string, id: string): Promise<MessageJson> {
  return db.transaction(async (tx) => {
    await tx.query('UPDATE messages SET read_at = now() WHERE id = $1 AND to_user_id = $2 AND read_at IS NULL', [id, userId]);
    const r = await tx.query<MessageRow>(`${SELECT} WHERE m.id = $1 AND (m.from_user_id = $2 OR m.to_user_id = $2)`, [id, userId]);
    if (!r.rows[0]) throw errors.notFound('message');
    return messageJson(r.rows[0]);
  });
}

export async function unreadAmount(q: Queryable, userId: string): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::integer AS n FROM messages WHERE to_user_id = $1 AND read_at IS NULL', [userId]);
  return Number(r.rows[0].n);
}

export interface NewMessage {
  to: string;
  estateAliasId?: string;
  subject: string;
  body: string;
}

export async function sendMessage(db: Db, fromUserId: string, input: NewMessage): Promise<MessageJson> {
  const id = await db.transaction(async (tx) => {
    const to = await tx.query<{ id: string }>('SELECT id FROM users WHERE alias_id = $1', [input.to]);
    if (!to.rows[0]) throw errors.invalidField('body/to', 'is not a known user', 'UNKNOWN_RECIPIENT');
    if (to.rows[0].id === fromUserId) throw errors.invalidField('body/to', 'must be someone else', 'SELF_RECIPIENT');
    let estateId: string | null = null;
    if (input.estateAliasId) {
      const e = await tx.query<{ id: string }>(`SELECT id FROM estates WHERE alias_id = $1 AND status <> 'draft'`, [input.estateAliasId]);
      if (!e.rows[0]) throw errors.invalidField('body/estateAliasId', 'is not a known estate', 'UNKNOWN_ESTATE');
      estateId = e.rows[0].id;
    }
    const r = await tx.query<{ id: string }>(
      'INSERT INTO messages (from_user_id, to_user_id, estate_id, subject, body) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [fromUserId, to.rows[0].id, estateId, input.subject.trim(), input.body.trim()],
    );
    return r.rows[0].id;
  });
  const r = await db.query<MessageRow>(`${SELECT} WHERE m.id = $1`, [id]);
  return messageJson(r.rows[0]);
}
