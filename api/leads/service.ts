// Enquiries (leads) about a listing (issue 24, item 2). Anyone sends one from the listing's page; the
// lister is mailed at once in their own language (reply-to the sender) and works through them on the
// enquiries screen: status new → contacted → closed, with a private note. A signed-in sender's
// enquiry is also a message to the lister (their sent box, the lister's inbox), in the same
// transaction as the lead. A filled-in honeypot field is answered like a real enquiry, and nothing
// is kept or mailed: a bot learns nothing from the answer.
// Personal data: a lead goes with its listing (so with the lister's account erasure); the retention
// job (api/retention/run.ts) deletes closed leads LEADS_CLOSED_MAX_AGE_MS after their last change and
// any lead untouched for LEADS_MAX_AGE_MS.
import type { FastifyBaseLogger } from 'fastify';
import type { Lead, LeadBody, LeadPatch, LeadReceived, LeadsQuery } from '../../shared/contract/leads.ts';
import { LEAD_HONEYPOT, LEADS_ON_PAGE } from '../../shared/contract/leads.ts';
import { listMeta, type ListMeta } from '../../shared/contract/common.ts';
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { leadMail } from '../integrations/mail/templates.ts';
import { insertMessageIn } from '../messages/service.ts';
import { countLeads, countNewLeads, insertLead, pruneLeads, selectLeadEstate, selectLeadOf, selectLeads, updateLeadOf } from './sql.ts';

/** Closed leads are deleted six months after they were closed (or last changed). */
export const LEADS_CLOSED_MAX_AGE_MS = 182 * 86_400_000;
/** Any lead untouched for two years is deleted, whatever its status. */
export const LEADS_MAX_AGE_MS = 730 * 86_400_000;

export interface SendLeadDeps {
  db: Db;
  mail: Mailer;
  publicOrigin: string;
  log: FastifyBaseLogger;
}

export interface SendLeadInput {
  aliasId: string;
  /** the signed-in sender, if any */
  userId?: string;
  body: LeadBody;
}

const title = (t: Record<string, string>, lng: string): string => t[lng] || t.en || Object.values(t).find(Boolean) || '';

export async function sendLead(deps: SendLeadDeps, input: SendLeadInput): Promise<LeadReceived & { leadId: string | null }> {
  const b = input.body;
  const estate = await selectLeadEstate(deps.db, input.aliasId);
  if (!estate) throw errors.notFound('estate');
  if (input.userId && estate.owner_id === input.userId) throw errors.conflict('This is your own listing', 'OWN_LISTING');
  // the honeypot: the same answer as a real enquiry, and nothing kept or mailed
  if (b[LEAD_HONEYPOT]?.trim()) return { createdAt: new Date().toISOString(), messageId: null, leadId: null };

  const lead = {
    name: b.name.trim(),
    email: b.email.trim(),
    phone: b.phone?.trim() || null,
    message: b.message.trim(),
    language: b.language,
  };
  const { row, messageId } = await deps.db.transaction(async (tx) => {
    // checked again inside: the listing may have gone meanwhile
    const current = await selectLeadEstate(tx, input.aliasId);
    if (!current) throw errors.notFound('estate');
    let messageId: string | null = null;
    if (input.userId) {
      const body = lead.phone ? `${lead.message}\n\n${lead.name}, ${lead.phone}` : lead.message;
      messageId = await insertMessageIn(tx, {
        fromUserId: input.userId,
        toUserId: current.owner_id,
        estateId: current.id,
        subject: title(current.title, lead.language).slice(0, 200) || input.aliasId,
        body,
      });
    }
    const row = await insertLead(tx, { estateId: current.id, fromUserId: input.userId ?? null, messageId, ...lead });
    return { row, messageId };
  });
  try {
    const link = `${deps.publicOrigin}/private/leads?estate=${encodeURIComponent(estate.alias_id)}`;
    await deps.mail.send(
      leadMail(estate.owner_email, estate.owner_language, {
        name: estate.owner_first_name,
        title: title(estate.title, estate.owner_language) || estate.alias_id,
        from: { name: lead.name, email: lead.email, phone: lead.phone },
        message: lead.message,
        link,
      }),
    );
  } catch (err) {
    // the lead is kept: the lister sees it on the enquiries screen
    deps.log.error({ err, leadId: row.id }, 'lead mail failed');
  }
  return { createdAt: new Date(row.created_at).toISOString(), messageId, leadId: row.id };
}

export async function listLeads(q: Queryable, ownerId: string, query: LeadsQuery): Promise<{ meta: ListMeta; values: Lead[] }> {
  const page = query.page ?? 1;
  const onPage = query.onPage ?? LEADS_ON_PAGE;
  const filter = { ownerId, status: query.status, estateAliasId: query.estate };
  const total = await countLeads(q, filter);
  const values = await selectLeads(q, filter, onPage, (page - 1) * onPage);
  return { meta: listMeta(page, onPage, total), values };
}

/** Changes the status (and note) of a lead about one of the owner's listings; 404 for any other. */
export async function updateLead(db: Db, ownerId: string, id: string, patch: LeadPatch): Promise<Lead> {
  return db.transaction(async (tx) => {
    const note = patch.note === undefined ? undefined : patch.note.trim() || null;
    if (!(await updateLeadOf(tx, id, ownerId, patch.status, note))) throw errors.notFound('lead');
    const lead = await selectLeadOf(tx, id, ownerId);
    if (!lead) throw errors.notFound('lead');
    return lead;
  });
}

export function newLeadsAmount(q: Queryable, ownerId: string): Promise<number> {
  return countNewLeads(q, ownerId);
}

/** The retention rule of leads: closed ones after LEADS_CLOSED_MAX_AGE_MS, any after LEADS_MAX_AGE_MS. */
export function pruneOldLeads(q: Queryable, now: number, ages = { closed: LEADS_CLOSED_MAX_AGE_MS, any: LEADS_MAX_AGE_MS }): Promise<number> {
  return pruneLeads(q, new Date(now - ages.closed), new Date(now - ages.any));
}
