// Listings that stay fresh (issue 24, item 6; docs/listing-quality.md). A published listing not edited
// or confirmed for LISTING_STALE_DAYS gets a mail "Is it still available?" with two one-click links that
// need no sign-in: "still available" confirms it, "sold or let" archives it. Each link opens a page of
// the site, which reads what the link does with GET (nothing changes: mail scanners prefetch links)
// and does it with POST when the owner presses the button. The token is signed and expires when the
// listing would be archived anyway.
import { Type, type Static } from 'typebox';
import { ESTATE_STATUSES } from '../core/constants.ts';
import { StringEnum, TextMap } from './common.ts';
import { endpoint, errorResponses } from './http.ts';

const tags = ['estates'] as const;

export const FRESHNESS_ACTIONS = ['confirm', 'archive'] as const;
export type FreshnessAction = (typeof FRESHNESS_ACTIONS)[number];

export const FreshnessQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 400 }) });

export const FreshnessInfo = Type.Object(
  {
    aliasId: Type.String(),
    title: TextMap,
    action: StringEnum(FRESHNESS_ACTIONS, { description: 'confirm: still available; archive: sold or let' }),
    status: StringEnum(ESTATE_STATUSES, { description: 'the listing’s status now (after POST: after the action)' }),
    confirmedAt: Type.String({ description: 'when the listing was last confirmed (edit, link or import)' }),
  },
  { title: 'FreshnessInfo', description: 'the listing a freshness link names and what it does' },
);
export type FreshnessInfo = Static<typeof FreshnessInfo>;

export const getFreshness = endpoint({
  method: 'GET',
  path: '/api/estate/freshness',
  operationId: 'getEstateFreshness',
  summary: 'Which listing a freshness link names and what it does (no sign-in; changes nothing)',
  tags,
  access: 'public',
  querystring: FreshnessQuery,
  response: { 200: FreshnessInfo, ...errorResponses(400, 404, 410) },
});

export const answerFreshness = endpoint({
  method: 'POST',
  path: '/api/estate/freshness',
  operationId: 'answerEstateFreshness',
  summary: 'Does what a freshness link says: confirm the listing, or archive it (no sign-in; the signed token decides)',
  tags,
  access: 'public',
  description:
    'Idempotent: confirming again moves confirmedAt only; archiving an archived listing changes nothing. 400 for a forged token, 410 for an expired one.',
  querystring: FreshnessQuery,
  response: { 200: FreshnessInfo, ...errorResponses(400, 404, 410) },
});
