// The error catalogue (STYLE 4): each error has a code, a status and a message safe to show.
// `throw errors.notFound('estate')`; the handler below maps anything thrown to
// `{statusCode, error, message, code?}` and hides the detail of unexpected failures.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const upper = (what: string) => what.replace(/[^a-z0-9]+/gi, '_').toUpperCase();

export const errors = {
  /** 400 for a field the schema cannot judge (e.g. an unknown country); `field` like `body/countryCode` */
  invalidField: (field: string, problem: string) => new ApiError(400, 'INVALID_FIELD', `${field} ${problem}`),
  badRequest: (message: string, code = 'BAD_REQUEST') => new ApiError(400, code, message),
  unauthorized: (message = 'Sign-in required') => new ApiError(401, 'UNAUTHORIZED', message),
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

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}

export function errorBody(statusCode: number, message: string, code?: string): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (code) body.code = code;
  return body;
}

/** PostgreSQL errors a bad request can still cause despite validation: answer 4xx, not 500. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'Already exists'],
  '23503': [409, 'Refers to something that does not exist'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22P02': [400, 'A value has the wrong format'],
  '22007': [400, 'A date has the wrong format'],
  '22021': [400, 'A value contains characters that cannot be stored'],
  '22008': [400, 'A date is out of range'],
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Fastify's schemaErrorFormatter: one message naming the field, e.g. `body/email must match format "email"`,
 * `body/password is required`, `body/extra is not allowed`.
 */
export function formatValidationError(issues: ValidationIssue[], dataVar: string): Error {
  const e = issues[0];
  const path = `${dataVar}${e?.instancePath ?? ''}`;
  let message: string;
  if (!e) message = `${dataVar} is invalid`;
  else if (e.keyword === 'required') message = `${path}/${String(e.params.missingProperty)} is required`;
  else if (e.keyword === 'additionalProperties') message = `${path}/${String(e.params.additionalProperty)} is not allowed`;
  else if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues)) {
    message = `${path} must be one of ${e.params.allowedValues.join(', ')}`;
  } else if (e.keyword === 'anyOf' || e.keyword === 'const') {
    const allowed = issues.filter((i) => i.keyword === 'const' && i.instancePath === e.instancePath).map((i) => String(i.params.allowedValue));
    message = allowed.length ? `${path} must be one of ${allowed.join(', ')}` : `${path} ${e.message ?? 'is invalid'}`;
  } else message = `${path} ${e.message ?? 'is invalid'}`;
  return new Error(message);
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
    for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const path = findNul(value);
      if (path !== null) throw new ApiError(400, 'VALIDATION', `${part}${path} must not contain NUL characters`);
    }
  });

  app.setErrorHandler((err: FastifyError & { headers?: Record<string, string> }, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) {
      if (err.statusCode >= 500) request.log.warn({ code: err.code }, err.message);
      return reply.code(err.statusCode).headers(err.headers).send(errorBody(err.statusCode, err.message, err.code));
    }
    if (err.validation) {
      return reply.code(400).send(errorBody(400, err.message, 'VALIDATION'));
    }
    const pg = typeof err.code === 'string' ? PG_CLIENT_ERRORS[err.code] : undefined;
    if (pg) {
      request.log.warn({ pgCode: err.code }, 'database rejected a request');
      return reply.code(pg[0]).send(errorBody(pg[0], pg[1]));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status < 500) {
      // fastify's own client errors (bad JSON, body too large, unsupported media type) and plugins' (429)
      if (err.headers) reply.headers(err.headers);
      return reply.code(status).send(errorBody(status, err.message, err.code));
    }
    request.log.error({ err }, 'request failed');
    return reply.code(status).send(errorBody(status, 'Something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'ROUTE_NOT_FOUND'));
  });
}
