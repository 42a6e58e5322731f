// Reports of a listing by its visitors (issue 23, item 3): anyone, signed in or not, may report a
// published listing once while the report is open. Operators review them later (GET
// /api/admin/reports?status=open); open reports from REPORTS_HIDE_AT different
// reporters hide the listing from search until then.
import { Type, type Static } from 'typebox';
import { Body, StringEnum } from './common.ts';
import { endpoint, errorResponses } from './http.ts';
import { AliasParams } from './estate-inputs.ts';
import { REPORT_LIMITS, REPORT_REASONS } from './limits.ts';

export const ReportReason = StringEnum(REPORT_REASONS, { description: 'why the listing is reported' });
export type ReportReason = Static<typeof ReportReason>;

export const ReportBody = Body(
  {
    reason: ReportReason,
    message: Type.Optional(Type.String({ maxLength: REPORT_LIMITS.message, description: 'what the visitor adds, optional' })),
  },
  { title: 'ReportBody' },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportReceived = Type.Object(
  { reportId: Type.String(), reason: ReportReason, createdAt: Type.String({ format: 'date-time' }) },
  { title: 'ReportReceived' },
);
export type ReportReceived = Static<typeof ReportReceived>;

export const reportEstate = endpoint({
  method: 'POST',
  path: '/api/estate/{aliasId}/reports',
  operationId: 'reportEstate',
  summary: 'Report a listing to the operators (signed in or not)',
  description:
    'One open report per reporter (the account when signed in, else the client address, stored only as a salted hash) and listing: a second answers 409 ALREADY_REPORTED. Limited per IP address (429 with retry-after beyond the limit).',
  tags: ['estates'],
  access: 'optional',
  params: AliasParams,
  body: ReportBody,
  response: { 201: ReportReceived, ...errorResponses(400, 404, 409, 429) },
});
