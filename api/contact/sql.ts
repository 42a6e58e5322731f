// The contact domain's one query: keeping a received message.
import type { Queryable } from '../db/index.ts';
import type { ContactBody } from '../../shared/contract/contact.ts';

/** Stores a contact request; its id. */
export async function insertContactRequest(q: Queryable, c: ContactBody): Promise<string> {
  const r = await q.query<{ id: string }>(
    'INSERT INTO contact_requests (name, email, subject, message, language) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [c.name, c.email, c.subject, c.message, c.language],
  );
  return r.rows[0].id;
}
