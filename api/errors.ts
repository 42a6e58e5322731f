// The error catalogue: each error has a status, a stable code and a message safe to show. `throw
// errors.notFound('estate')`; the handler below answers anything thrown as the contract's ErrorBody
// `{statusCode, error, code, message, errors?}` and hides the detail of unexpected failures.
// Validation reports every invalid field at once, each with a dotted path and a code the client
// localizes (shared/contract/http.ts FieldError).
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, FieldError } from '../shared/contract/http.ts';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const upper = (what: string) => what.replace(/[^a-z0-9]+/gi, '_').toUpperCase();

/** `body/geoData/city` → `geoData.city`; `querystring/page` → `page`; `body` → `body`. */
export function dottedField(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length > 1 && ['body', 'querystring', 'params', 'headers'].includes(parts[0])) parts.shift();
  return parts.join('.');
}

/** A 400 about one input the schema cannot judge (an unknown country, a photo too many). */
function invalidField(path: string, problem: string, code = 'INVALID'): ApiError {
  const field = dottedField(path);
  return new ApiError(400, 'VALIDATION', `${path} ${problem}`, {}, [{ field, code, message: `${field} ${problem}` }]);
}

export const errors = {
  /** 400 naming one field; `path` like `body/countryCode` or `querystring/isRealtor` */
  invalidField,
  badRequest: (message: string, code = 'BAD_REQUEST') => new ApiError(400, code, message),
  unauthorized: (message = 'Sign-in required', code = 'UNAUTHORIZED') => new ApiError(401, code, message),
  invalidCredentials: () => new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail address or password'),
  forbidden: (message = 'Not allowed', code = 'FORBIDDEN') => new ApiError(403, code, message),
  notFound: (what: string) => new ApiError(404, `${upper(what)}_NOT_FOUND`, `${what[0].toUpperCase()}${what.slice(1)} not found`),
  conflict: (message: string, code = 'CONFLICT') => new ApiError(409, code, message),
  tooManyRequests: (retryAfterSeconds: number) =>
    new ApiError(429, 'TOO_MANY_REQUESTS', `Too many requests, retry in ${retryAfterSeconds} s`, {
      'retry-after': String(retryAfterSeconds),
    }),
  notImplemented: (message: string) => new ApiError(501, 'NOT_IMPLEMENTED', message),
  unavailable: (message: string) => new ApiError(503, 'UNAVAILABLE', message),
};

export function errorBody(statusCode: number, message: string, code?: string, fieldErrors?: FieldError[]): ErrorBody {
  const body: ErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: code ?? (statusCode >= 500 ? 'INTERNAL' : upper(STATUS_CODES[statusCode] ?? 'ERROR')),
    message,
  };
  if (fieldErrors?.length) body.errors = fieldErrors;
  return body;
}

/** PostgreSQL errors a bad request can still cause despite validation: answer 4xx, not 500. */
const PG_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  '23505': [409, 'ALREADY_EXISTS', 'Already exists'],
  '23503': [409, 'REFERENCE_NOT_FOUND', 'Refers to something that does not exist'],
  '22001': [400, 'VALUE_TOO_LONG', 'A value is too long'],
  '22003': [400, 'NUMBER_OUT_OF_RANGE', 'A number is out of range'],
  '22P02': [400, 'INVALID_VALUE', 'A value has the wrong format'],
  '22007': [400, 'INVALID_DATE', 'A date has the wrong format'],
  '22021': [400, 'INVALID_CHARACTERS', 'A value contains characters that cannot be stored'],
  '22008': [400, 'DATE_OUT_OF_RANGE', 'A date is out of range'],
};

/** Fastify's own client errors, by their code. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The path (`/geoData/city`) an issue is about: the missing or unknown property included. */
function issuePath(e: ValidationIssue): string {
  if (e.keyword === 'required') return `${e.instancePath}/${String(e.params.missingProperty)}`;
  if (e.keyword === 'additionalProperties') return `${e.instancePath}/${String(e.params.additionalProperty)}`;
  return e.instancePath;
}

/** The English text of an issue, after its path: `is required`, `must be one of a, b`. */
function issueText(e: ValidationIssue, all: readonly ValidationIssue[]): string {
  if (e.keyword === 'required') return 'is required';
  if (e.keyword === 'additionalProperties') return 'is not allowed';
  if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues)) return `must be one of ${e.params.allowedValues.join(', ')}`;
  if (e.keyword === 'anyOf' || e.keyword === 'const') {
    const allowed = all.filter((i) => i.keyword === 'const' && i.instancePath === e.instancePath).map((i) => String(i.params.allowedValue));
    if (allowed.length) return `must be one of ${allowed.join(', ')}`;
  }
  return e.message ?? 'is invalid';
}

function issueCode(e: ValidationIssue): { code: string; limit?: number } {
  const limit = typeof e.params.limit === 'number' ? e.params.limit : undefined;
  switch (e.keyword) {
    case 'required':
      return { code: 'REQUIRED' };
    case 'additionalProperties':
      return { code: 'NOT_ALLOWED' };
    case 'format':
      return { code: e.params.format === 'email' ? 'INVALID_EMAIL' : 'INVALID_FORMAT' };
    case 'minLength':
    case 'minProperties':
    case 'minItems':
      return limit === 1 || limit === undefined ? { code: 'REQUIRED' } : { code: 'TOO_SHORT', limit };
    case 'maxLength':
      return { code: 'TOO_LONG', limit };
    case 'maxItems':
    case 'maxProperties':
      return { code: 'TOO_MANY', limit };
    case 'minimum':
    case 'exclusiveMinimum':
      return { code: 'TOO_SMALL', limit };
    case 'maximum':
    case 'exclusiveMaximum':
      return { code: 'TOO_LARGE', limit };
    case 'type':
      return { code: e.params.type === 'integer' ? 'NOT_INTEGER' : e.params.type === 'number' ? 'NOT_NUMBER' : 'INVALID_TYPE' };
    case 'enum':
    case 'const':
    case 'anyOf':
      return { code: 'INVALID_CHOICE' };
    case 'uniqueItems':
      return { code: 'DUPLICATE' };
    default:
      return { code: 'INVALID_FORMAT' };
  }
}

/** Every invalid field of a failed validation, one entry per field (its first issue). */
export function fieldErrorsOf(issues: readonly ValidationIssue[], dataVar: string): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of issues) {
    const path = issuePath(e);
    const field = path ? path.split('/').filter(Boolean).join('.') : dataVar;
    if (byField.has(field)) continue;
    const { code, limit } = issueCode(e);
    const entry: FieldError = { field, code, message: `${field} ${issueText(e, issues)}` };
    if (limit !== undefined) entry.limit = limit;
    byField.set(field, entry);
  }
  return [...byField.values()];
}

/**
 * Fastify's schemaErrorFormatter: one message naming every invalid field, e.g.
 * `body/email must match format "email"; body/title must be one of mr, mrs`. The handler adds
 * the per-field list from the issues Fastify keeps on the error.
 */
export function formatValidationError(issues: ValidationIssue[], dataVar: string): Error {
  if (!issues.length) return new Error(`${dataVar} is invalid`);
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const e of issues) {
    const path = `${dataVar}${issuePath(e)}`;
    if (seen.has(path)) continue;
    seen.add(path);
    parts.push(`${path} ${issueText(e, issues)}`);
  }
  return new Error(parts.join('; '));
}

/** The path of the first string holding a NUL character (PostgreSQL cannot store one), e.g. `/subject`. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    const found = findNul(v, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function installErrorHandlers(app: FastifyInstance): void {
  // refuse NUL characters anywhere in the input by name, before they reach a query
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value);
      if (path !== null) throw invalidField(`${part}${path}`, 'must not contain NUL characters', 'NUL_CHARACTER');
    }
  });

  app.setErrorHandler((err: FastifyError & { headers?: Record<string, string> }, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) {
      if (err.statusCode >= 500) request.log.warn({ code: err.code }, err.message);
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send(errorBody(err.statusCode, err.message, err.code, err.fieldErrors));
    }
    if (err.validation) {
      const fields = fieldErrorsOf(err.validation, err.validationContext ?? 'body');
      return reply.code(400).send(errorBody(400, err.message, 'VALIDATION', fields));
    }
    const pg = typeof err.code === 'string' ? PG_CLIENT_ERRORS[err.code] : undefined;
    if (pg) {
      request.log.warn({ pgCode: err.code }, 'database rejected a request');
      return reply.code(pg[0]).send(errorBody(pg[0], pg[2], pg[1]));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status < 500) {
      // fastify's own client errors (bad JSON, body too large, unsupported media type) and plugins' (429)
      if (err.headers) reply.headers(err.headers);
      const code = status === 429 ? 'TOO_MANY_REQUESTS' : ((err.code && FASTIFY_CODES[err.code]) ?? undefined);
      return reply.code(status).send(errorBody(status, err.message, code));
    }
    request.log.error({ err }, 'request failed');
    return reply.code(status).send(errorBody(status, 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'ROUTE_NOT_FOUND'));
  });
}
