// Enquiries (leads) about a listing (issue 24, item 2): anyone, signed in or not, sends one from the
// estate page; its lister is mailed at once in their language and works through them on the
// enquiries screen (/private/leads): a status (new, contacted, closed) and a private note each.
import { Type, type Static } from 'typebox';
import { Body, Id, IsoDate, Language, ListMeta, NotBlank, Nullable, pagingQuery, StringEnum, TextMap } from './common.ts';
import { endpoint, errorResponses } from './http.ts';
import { AliasParams } from './estate-inputs.ts';
import { LEAD_LIMITS, LEAD_STATUSES } from './limits.ts';
import { EmailSchema } from './users.ts';

export const LeadStatus = StringEnum(LEAD_STATUSES, { description: 'new when it arrives; the lister marks it contacted, then closed' });
export type LeadStatus = Static<typeof LeadStatus>;

export const LEADS_ON_PAGE = 20;

/**
 * The name of the honeypot field: hidden from people by the form, filled in by bots. A request with
 * it non-empty is answered exactly like a real one (201) and nothing is stored or mailed.
 */
export const LEAD_HONEYPOT = 'website';

export const LeadBody = Body(
  {
    name: NotBlank(LEAD_LIMITS.name),
    email: EmailSchema,
    phone: Type.Optional(
      Type.String({ maxLength: LEAD_LIMITS.phone, pattern: '^[0-9+()./ -]*$', description: 'optional; digits, spaces and + ( ) . / -' }),
    ),
    message: NotBlank(LEAD_LIMITS.message),
    /** the language the sender writes in and wants the answer in */
    language: Language,
    [LEAD_HONEYPOT]: Type.Optional(Type.String({ maxLength: 500, description: 'leave empty (a field for bots)' })),
  },
  { title: 'LeadBody' },
);
export type LeadBody = Static<typeof LeadBody>;

export const LeadReceived = Type.Object(
  {
    createdAt: IsoDate,
    /** the message in the sender's sent box and the lister's inbox, when the sender was signed in */
    messageId: Nullable(Type.String()),
  },
  { title: 'LeadReceived' },
);
export type LeadReceived = Static<typeof LeadReceived>;

export const Lead = Type.Object(
  {
    _id: Type.String(),
    estate: Type.Object({ _id: Type.String(), aliasId: Type.String(), title: TextMap }),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    message: Type.String(),
    language: Language,
    status: LeadStatus,
    note: Nullable(Type.String()),
    /** the sender's account, when they were signed in (their message is in the inbox too) */
    fromAliasId: Nullable(Type.String()),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  },
  { title: 'Lead' },
);
export type Lead = Static<typeof Lead>;

export const LeadList = Type.Object({ meta: ListMeta, values: Type.Array(Lead) }, { title: 'LeadList' });
export type LeadList = Static<typeof LeadList>;

export const LeadsQuery = Type.Object({
  ...pagingQuery(LEADS_ON_PAGE),
  status: Type.Optional(LeadStatus),
  estate: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "one of the caller's listings, by aliasId" })),
});
export type LeadsQuery = Static<typeof LeadsQuery>;

export const LeadPatch = Body(
  {
    status: LeadStatus,
    note: Type.Optional(Type.String({ maxLength: LEAD_LIMITS.note, description: 'the lister’s private note; empty clears it' })),
  },
  { title: 'LeadPatch' },
);
export type LeadPatch = Static<typeof LeadPatch>;

const tags = ['leads'] as const;

export const sendLead = endpoint({
  method: 'POST',
  path: '/api/estate/{aliasId}/leads',
  operationId: 'sendLead',
  summary: 'Send an enquiry about a listing to its lister (signed in or not)',
  description:
    'The lister is mailed at once, in their language. A signed-in sender also gets the enquiry as a message to the lister (their sent box, the lister’s inbox). One’s own listing answers 409 OWN_LISTING; an unknown or unpublished one 404. Limited per IP address (429 with retry-after beyond the limit). The `website` field is for bots: filled in, the answer is the same and nothing is kept.',
  tags,
  access: 'optional',
  params: AliasParams,
  body: LeadBody,
  response: { 201: LeadReceived, ...errorResponses(400, 404, 409, 429) },
});

export const listLeads = endpoint({
  method: 'GET',
  path: '/api/leads',
  operationId: 'listLeads',
  summary: "A page of the enquiries about the caller's listings, newest first",
  description: 'Filtered by status and by one listing (aliasId); only enquiries about the caller’s own listings.',
  tags,
  access: 'session',
  querystring: LeadsQuery,
  response: { 200: LeadList, ...errorResponses(400, 401) },
});

export const updateLead = endpoint({
  method: 'PATCH',
  path: '/api/leads/{id}',
  operationId: 'updateLead',
  summary: 'Mark an enquiry about an own listing new, contacted or closed, with a private note',
  description: 'Someone else’s enquiry answers 404, as an unknown one.',
  tags,
  access: 'session',
  params: Type.Object({ id: Id }),
  body: LeadPatch,
  response: { 200: Lead, ...errorResponses(400, 401, 404) },
});
