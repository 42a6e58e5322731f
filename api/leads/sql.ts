// The queries of enquiries (migration 024: leads). A lister reaches a lead only through the listing
// it is about (estates.owner_id): every query of theirs is scoped by it.
import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/core/constants.ts';
import type { Lead, LeadStatus } from '../../shared/contract/leads.ts';

export interface LeadEstate {
  id: string;
  alias_id: string;
  owner_id: string;
  title: Record<string, string>;
  owner_email: string;
  owner_first_name: string;
  owner_language: Language;
}

/** A published, shown listing with its lister's address and language; undefined for any other. */
export async function selectLeadEstate(q: Queryable, aliasId: string): Promise<LeadEstate | undefined> {
  const r = await q.query<LeadEstate>(
    `SELECT e.id, e.alias_id, e.owner_id, e.title, u.email AS owner_email, u.first_name AS owner_first_name, u.language AS owner_language
       FROM estates e JOIN users u ON u.id = e.owner_id
      WHERE e.alias_id = $1 AND e.status = 'published' AND e.hidden_at IS NULL AND u.deleted_at IS NULL`,
    [aliasId],
  );
  return r.rows[0];
}

export interface NewLead {
  estateId: string;
  fromUserId: string | null;
  messageId: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Language;
}

export async function insertLead(q: Queryable, l: NewLead): Promise<{ id: string; created_at: Date }> {
  const r = await q.query<{ id: string; created_at: Date }>(
    `INSERT INTO leads (estate_id, from_user_id, message_id, name, email, phone, message, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at`,
    [l.estateId, l.fromUserId, l.messageId, l.name, l.email, l.phone, l.message, l.language],
  );
  return r.rows[0];
}

interface LeadRow {
  id: string;
  estate_id: string;
  alias_id: string;
  title: Record<string, string> | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Language;
  status: LeadStatus;
  note: string | null;
  from_alias_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const SELECT = `SELECT l.id, l.estate_id, e.alias_id, e.title, l.name, l.email, l.phone, l.message, l.language, l.status, l.note,
       CASE WHEN f.deleted_at IS NULL THEN f.alias_id END AS from_alias_id, l.created_at, l.updated_at
  FROM leads l JOIN estates e ON e.id = l.estate_id LEFT JOIN users f ON f.id = l.from_user_id`;

function leadOfRow(r: LeadRow): Lead {
  return {
    _id: r.id,
    estate: { _id: r.estate_id, aliasId: r.alias_id, title: r.title ?? {} },
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    language: r.language,
    status: r.status,
    note: r.note,
    fromAliasId: r.from_alias_id ?? null,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export interface LeadFilter {
  ownerId: string;
  status?: LeadStatus;
  estateAliasId?: string;
}

function where(f: LeadFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.ownerId];
  let sql = 'e.owner_id = $1';
  if (f.status) {
    params.push(f.status);
    sql += ` AND l.status = $${params.length}`;
  }
  if (f.estateAliasId) {
    params.push(f.estateAliasId);
    sql += ` AND e.alias_id = $${params.length}`;
  }
  return { sql, params };
}

export async function countLeads(q: Queryable, f: LeadFilter): Promise<number> {
  const w = where(f);
  const r = await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM leads l JOIN estates e ON e.id = l.estate_id WHERE ${w.sql}`, w.params);
  return Number(r.rows[0].n);
}

/** A page of the owner's leads, newest first. */
export async function selectLeads(q: Queryable, f: LeadFilter, limit: number, offset: number): Promise<Lead[]> {
  const w = where(f);
  const n = w.params.length;
  const r = await q.query<LeadRow>(`${SELECT} WHERE ${w.sql} ORDER BY l.created_at DESC, l.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...w.params,
    limit,
    offset,
  ]);
  return r.rows.map(leadOfRow);
}

/** The lead if it is about one of the owner's listings; null for any other. */
export async function selectLeadOf(q: Queryable, id: string, ownerId: string): Promise<Lead | null> {
  const r = await q.query<LeadRow>(`${SELECT} WHERE l.id = $1 AND e.owner_id = $2`, [id, ownerId]);
  return r.rows[0] ? leadOfRow(r.rows[0]) : null;
}

/** Sets status and (when given) note of the owner's lead; false when it is not theirs or unknown. */
export async function updateLeadOf(q: Queryable, id: string, ownerId: string, status: LeadStatus, note: string | null | undefined): Promise<boolean> {
  const r = await q.query(
    `UPDATE leads l SET status = $3, note = CASE WHEN $4::boolean THEN $5 ELSE l.note END, updated_at = now()
       FROM estates e
      WHERE l.id = $1 AND e.id = l.estate_id AND e.owner_id = $2`,
    [id, ownerId, status, note !== undefined, note ?? null],
  );
  return r.rowCount > 0;
}

export async function countNewLeads(q: Queryable, ownerId: string): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM leads l JOIN estates e ON e.id = l.estate_id WHERE e.owner_id = $1 AND l.status = 'new'`,
    [ownerId],
  );
  return Number(r.rows[0].n);
}

/** Deletes closed leads last changed before `closedBefore` and any lead last changed before `before`; how many. */
export async function pruneLeads(q: Queryable, closedBefore: Date, before: Date): Promise<number> {
  const r = await q.query(`DELETE FROM leads WHERE (status = 'closed' AND updated_at < $1) OR updated_at < $2`, [closedBefore, before]);
  return r.rowCount;
}
