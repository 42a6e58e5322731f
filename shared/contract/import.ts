// Mass import of listings from a realtor's feed (CSV, OpenImmo XML or ZIP, Kyero XML): upload and
// validate without writing, start the import as a background job, follow its progress, cancel it,
// list past imports, and download the CSV template. Only the owner of an import sees it.
import { Type, type Static } from 'typebox';
import { Id, IsoDate, ListMeta, Nullable, pagingQuery, StringEnum } from './common.ts';
import { endpoint, errorResponses } from './http.ts';

export const IMPORT_FORMATS = ['csv', 'openimmo', 'kyero'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_STATUSES = ['validated', 'invalid', 'queued', 'running', 'done', 'failed', 'canceled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** An import that can still change: the page keeps polling while its status is one of these. */
export const ACTIVE_IMPORT_STATUSES = ['queued', 'running'] as const satisfies readonly ImportStatus[];

export const IMPORTS_ON_PAGE = 20;

/** One problem of one listing, with a message in the caller's language. */
export const ImportProblem = Type.Object(
  {
    externalId: Type.String({ description: 'the feed’s own id of the listing, or `#<row>` when it has none' }),
    field: Type.String({ description: 'dotted path in our estate model: price, geoData.countryCode, photos[3]' }),
    code: Type.String({ description: 'a stable code, e.g. REQUIRED, UNKNOWN_FACET, PHOTO_DOWNLOAD_FAILED' }),
    message: Type.String({ description: 'in the caller’s language' }),
  },
  { title: 'ImportProblem' },
);
export type ImportProblem = Static<typeof ImportProblem>;

/** What the import does (after validation) or did (after the run). */
export const ImportReport = Type.Object(
  {
    total: Type.Integer({ description: 'listings in the file' }),
    new: Type.Integer({ description: 'listings that create an estate' }),
    updated: Type.Integer({ description: 'listings that change an estate imported before' }),
    unchanged: Type.Integer({ description: 'listings equal to what was imported before (skipped)' }),
    withdrawn: Type.Integer({ description: 'imported estates missing from a full feed, or deleted by it: unpublished, not deleted' }),
    drafts: Type.Integer({ description: 'new or republished listings beyond the publication limit, saved as drafts' }),
    problems: Type.Array(ImportProblem, { description: 'at most the first 1,000 problems' }),
    problemCount: Type.Integer({ description: 'all problems, also those beyond the list' }),
  },
  { title: 'ImportReport' },
);
export type ImportReport = Static<typeof ImportReport>;

export const ImportProgress = Type.Object(
  {
    total: Type.Integer(),
    processed: Type.Integer(),
    created: Type.Integer(),
    updated: Type.Integer(),
    unchanged: Type.Integer(),
    withdrawn: Type.Integer(),
    failed: Type.Integer(),
  },
  { title: 'ImportProgress' },
);
export type ImportProgress = Static<typeof ImportProgress>;

/** An import right after its upload: validated (it can start) or invalid (nothing it could import). */
export const ImportValidation = Type.Object(
  {
    _id: Type.String(),
    format: StringEnum(IMPORT_FORMATS),
    status: StringEnum(['validated', 'invalid'] as const),
    fileName: Type.String(),
    fullFeed: Type.Boolean({ description: 'whether listings missing from the file are withdrawn' }),
    report: ImportReport,
  },
  { title: 'ImportValidation' },
);
export type ImportValidation = Static<typeof ImportValidation>;

export const Import = Type.Object(
  {
    _id: Type.String(),
    format: StringEnum(IMPORT_FORMATS),
    status: StringEnum(IMPORT_STATUSES),
    fileName: Type.String(),
    fullFeed: Type.Boolean(),
    progress: ImportProgress,
    report: ImportReport,
    error: Nullable(Type.String({ description: 'why a failed import failed, in the caller’s language' })),
    createdAt: IsoDate,
    startedAt: Nullable(IsoDate),
    finishedAt: Nullable(IsoDate),
  },
  { title: 'Import' },
);
export type Import = Static<typeof Import>;

export const ImportList = Type.Object({ meta: ListMeta, values: Type.Array(Import) }, { title: 'ImportList' });
export type ImportList = Static<typeof ImportList>;

export const ImportParams = Type.Object({ id: Id });
export const ImportListQuery = Type.Object(pagingQuery(IMPORTS_ON_PAGE));

// ---------------------------------------------------------------------------------------------
// Endpoints

const tags = ['import'] as const;

export const uploadImport = endpoint({
  method: 'POST',
  path: '/api/import',
  operationId: 'uploadImport',
  summary: 'Upload a feed and get its validation report; nothing is written yet',
  description:
    'Multipart with the part `file` (CSV, OpenImmo XML, a ZIP of OpenImmo XML with its images, or Kyero XML v3; the format is recognised from the content) and the optional field `fullFeed=true` (listings imported before and missing from this file are withdrawn). ' +
    'A file that cannot be read at all answers 400 (MALFORMED_CSV, MALFORMED_XML, XML_DTD_FORBIDDEN, MALFORMED_ZIP, ZIP_UNSAFE_PATH, ZIP_BOMB, TOO_MANY_LISTINGS, LINE_TOO_LONG, BAD_ENCODING, EMPTY_FEED, FILE_REQUIRED), 413 TOO_LARGE or 415 UNSUPPORTED_FORMAT.',
  tags,
  access: 'session',
  consumes: 'multipart/form-data',
  response: { 201: ImportValidation, ...errorResponses(400, 401, 413, 415) },
});

export const startImport = endpoint({
  method: 'POST',
  path: '/api/import/{id}/start',
  operationId: 'startImport',
  summary: 'Queue a validated import; it runs in the background, one import at a time per user',
  description: 'Answers 409 IMPORT_NOT_STARTABLE unless the import is validated (an invalid one or one started before cannot start).',
  tags,
  access: 'session',
  params: ImportParams,
  response: { 202: Import, ...errorResponses(400, 401, 404, 409) },
});

export const getImport = endpoint({
  method: 'GET',
  path: '/api/import/{id}',
  operationId: 'getImport',
  summary: 'One own import with its progress and report',
  tags,
  access: 'session',
  params: ImportParams,
  response: { 200: Import, ...errorResponses(400, 401, 404) },
});

export const cancelImport = endpoint({
  method: 'DELETE',
  path: '/api/import/{id}',
  operationId: 'cancelImport',
  summary: 'Cancel an own import',
  description:
    'A validated or queued import is canceled at once; a running one stops before its next listing (what it wrote stays, and its progress says so). A finished import answers 409 IMPORT_FINISHED.',
  tags,
  access: 'session',
  params: ImportParams,
  response: { 200: Import, ...errorResponses(400, 401, 404, 409) },
});

export const listImports = endpoint({
  method: 'GET',
  path: '/api/import',
  operationId: 'listImports',
  summary: 'The signed-in user’s imports, newest first',
  tags,
  access: 'session',
  querystring: ImportListQuery,
  response: { 200: ImportList, ...errorResponses(400, 401) },
});

export const getImportTemplate = endpoint({
  method: 'GET',
  path: '/api/import/template.csv',
  operationId: 'getImportTemplate',
  summary: 'The CSV template: every column with an example row (text/csv, UTF-8)',
  tags,
  access: 'public',
  response: { 200: Type.String({ description: 'text/csv' }), ...errorResponses(400) },
});
