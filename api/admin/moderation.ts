// Moderation of listings (issue 23, item 4): operators find any listing and unpublish, restore,
// approve or reject it, or dismiss its reports. Each action is one transaction with its audit entry
// and the closing of the listing's open reports; the owner's mail (unpublish, reject) is queued
// after the commit, in their language, with the reason.
//
// The review state is estates.moderation (migration 023), apart from the owner's status: an
// unpublished or rejected listing stays `published` or `draft` for its owner, who cannot publish
// around the decision; an edit of it asks for another review (pending, api/estates/write.ts).
import type { FastifyInstance } from 'fastify';
import { listMeta } from '../../shared/contract/common.ts';
import type { AdminEstate, AdminEstateList, AdminEstatesQuery, ModerationAction } from '../../shared/contract/admin.ts';
import { ADMIN_LIST_ON_PAGE } from '../../shared/contract/admin.ts';
import { LANGUAGES, type EstateModeration, type Language } from '../../shared/core/constants.ts';
import type { Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import { recordOperatorAction } from '../audit/service.ts';
import { closeOpenReports, type ReportDecision } from '../reports/service.ts';
import { moderationMail } from '../integrations/mail/templates.ts';
import { publicEstate } from '../estates/visibility.ts';

interface AdminEstateRow {
  id: string;
  alias_id: string;
  title: Record<string, string> | null;
  status: AdminEstate['status'];
  moderation: EstateModeration;
  moderation_reason: string | null;
  moderated_at: Date | string | null;
  hidden_at: Date | string | null;
  public: boolean;
  open_reports: number;
  owner_id: string;
  o_alias_id: string;
  o_email: string;
  o_blocked: boolean;
  updated_at: Date | string;
}

const SELECT = `SELECT e.id, e.alias_id, e.title, e.status, e.moderation, e.moderation_reason, e.moderated_at, e.hidden_at,
    ${publicEstate('e')} AS public,
    (SELECT count(*)::integer FROM estate_reports r WHERE r.estate_id = e.id AND r.closed_at IS NULL) AS open_reports,
    e.owner_id, u.alias_id AS o_alias_id, u.email AS o_email, (u.blocked_at IS NOT NULL) AS o_blocked, e.updated_at
  FROM estates e JOIN users u ON u.id = e.owner_id`;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function toAdminEstate(r: AdminEstateRow): AdminEstate {
  return {
    _id: r.id,
    aliasId: r.alias_id,
    title: r.title ?? {},
    status: r.status,
    moderation: r.moderation,
    moderationReason: r.moderation_reason,
    moderatedAt: iso(r.moderated_at),
    hiddenAt: iso(r.hidden_at),
    public: r.public,
    openReports: r.open_reports,
    owner: { _id: r.owner_id, aliasId: r.o_alias_id, email: r.o_email, blocked: r.o_blocked },
    updatedAt: iso(r.updated_at) as string,
  };
}

export async function adminEstate(q: Queryable, estateId: string): Promise<AdminEstate | null> {
  const r = await q.query<AdminEstateRow>(`${SELECT} WHERE e.id = $1`, [estateId]);
  return r.rows[0] ? toAdminEstate(r.rows[0]) : null;
}

/** Any listing by state and text (aliasId, a title, the owner's address or name), latest change first. */
export async function searchEstates(q: Queryable, query: AdminEstatesQuery): Promise<AdminEstateList> {
  const page = query.page ?? 1;
  const onPage = query.onPage ?? ADMIN_LIST_ON_PAGE;
  const where: string[] = [];
  const params: unknown[] = [];
  const s = query.status;
  if (s === 'hidden') where.push('e.hidden_at IS NOT NULL');
  else if (s === 'draft' || s === 'published' || s === 'archived') {
    params.push(s);
    where.push(`e.status = $${params.length}`);
  } else if (s) {
    params.push(s);
    where.push(`e.moderation = $${params.length}`);
  }
  const term = query.q?.trim();
  if (term) {
    params.push(`%${term.replace(/[\\%_]/g, '\\$&')}%`);
    const p = `$${params.length}`;
    where.push(`(e.alias_id ILIKE ${p} OR e.title::text ILIKE ${p} OR u.email ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM estates e JOIN users u ON u.id = e.owner_id ${clause}`, params);
  const r = await q.query<AdminEstateRow>(
    `${SELECT} ${clause} ORDER BY e.updated_at DESC, e.id LIMIT ${onPage} OFFSET ${(page - 1) * onPage}`,
    params,
  );
  return { meta: listMeta(page, onPage, total.rows[0].n), values: r.rows.map(toAdminEstate) };
}

/** What each action does: the review state after it (undefined: unchanged) and how open reports close. */
const ACTIONS: Record<ModerationAction, { next?: EstateModeration; reports?: ReportDecision; needsReason?: boolean; from?: EstateModeration[] }> = {
  unpublish: { next: 'unpublished', reports: 'upheld', needsReason: true },
  restore: { next: 'approved', reports: 'dismissed' },
  dismiss_reports: { reports: 'dismissed' },
  approve: { next: 'approved', reports: 'dismissed', from: ['pending', 'rejected'] },
  reject: { next: 'rejected', reports: 'upheld', needsReason: true, from: ['pending'] },
};

interface LockedRow {
  id: string;
  owner_id: string;
  title: Record<string, string> | null;
  moderation: EstateModeration;
  hidden_at: Date | null;
  o_email: string;
  o_first_name: string;
  o_language: Language;
  o_erased: boolean;
}

export interface ModerationInput {
  aliasId: string;
  actor: string;
  action: ModerationAction;
  reason?: string;
}

/**
 * One moderation action on a listing. unpublish and reject need a reason (400 naming reason); approve
 * and reject only a listing waiting for review (409 NOT_PENDING). Mails the owner after the commit.
 */
export async function moderate(app: Pick<FastifyInstance, 'db' | 'mail' | 'config' | 'log'>, input: ModerationInput): Promise<AdminEstate> {
  const rule = ACTIONS[input.action];
  const reason = input.reason?.trim() || null;
  if (rule.needsReason && !reason) throw errors.invalidField('body/reason', `is required to ${input.action}`, 'REQUIRED');
  const result = await app.db.transaction(async (tx) => {
    const found = await tx.query<LockedRow>(
      `SELECT e.id, e.owner_id, e.title, e.moderation, e.hidden_at, u.email AS o_email, u.first_name AS o_first_name, u.language AS o_language,
              (u.password_hash = '!erased') AS o_erased
         FROM estates e JOIN users u ON u.id = e.owner_id WHERE e.alias_id = $1 FOR UPDATE OF e`,
      [input.aliasId],
    );
    const e = found.rows[0];
    if (!e) throw errors.notFound('estate');
    if (rule.from && !rule.from.includes(e.moderation))
      throw errors.conflict(`Only a listing waiting for review can be ${input.action}d (it is ${e.moderation})`, 'NOT_PENDING');
    const closed = rule.reports ? await closeOpenReports(tx, e.id, input.actor, rule.reports) : 0;
    // the decision settles what visitors' reports started: hidden_at is cleared whatever it was
    await tx.query('UPDATE estates SET hidden_at = NULL WHERE id = $1 AND hidden_at IS NOT NULL', [e.id]);
    if (rule.next) {
      await tx.query('UPDATE estates SET moderation = $2, moderation_reason = $3, moderated_at = now() WHERE id = $1', [
        e.id,
        rule.next,
        rule.next === 'approved' ? null : reason,
      ]);
    }
    await recordOperatorAction(tx, {
      actor: input.actor,
      action: `estate.${input.action}`,
      targetType: 'estate',
      targetId: e.id,
      reason,
      before: { moderation: e.moderation, hidden: e.hidden_at !== null },
      after: { moderation: rule.next ?? e.moderation, hidden: false, closedReports: closed },
    });
    return { estate: (await adminEstate(tx, e.id))!, locked: e };
  });
  const { locked } = result;
  if ((input.action === 'unpublish' || input.action === 'reject') && reason && !locked.o_erased) {
    const lng = LANGUAGES.includes(locked.o_language) ? locked.o_language : 'en';
    const titles = locked.title ?? {};
    const title = titles[lng] || Object.values(titles).find(Boolean) || input.aliasId;
    await app.mail
      .send(
        moderationMail(locked.o_email, lng, {
          name: locked.o_first_name,
          kind: input.action === 'unpublish' ? 'unpublished' : 'rejected',
          title,
          reason,
          link: `${app.config.publicOrigin}/private/myestates`,
        }),
      )
      .catch((err: unknown) => app.log.error({ err, estateId: locked.id }, 'moderation mail not queued'));
  }
  return result.estate;
}
