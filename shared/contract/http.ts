// What an endpoint of the api is, as data: method, path (OpenAPI style, `/api/estate/{aliasId}`),
// operation id, summary, who may call it, and TypeBox schemas of its parameters, query, body and
// answers. The api registers and validates its routes from these objects (api/http/route.ts); the
// client and the renderer take the types through the helpers below with type-only imports, so no
// schema code reaches the browser bundle.
import { Type, type Static, type TSchema } from 'typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`), anyone with the caller known when a session is sent
 * (`optional`), or only a signed-in user (`session`: 401 without one).
 */
export type Access = 'public' | 'optional' | 'session';

export interface Endpoint {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  params?: TSchema;
  querystring?: TSchema;
  /** request headers the endpoint reads (Idempotency-Key, Stripe-Signature), lower case */
  headers?: TSchema;
  body?: TSchema;
  /** a body that is not JSON (multipart uploads): documented here, read by the handler */
  consumes?: 'multipart/form-data';
  response: Readonly<Record<number, TSchema>>;
}

/** Declares an endpoint; the identity function keeps every literal type for the helpers below. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Empty = Record<never, never>;
export type ParamsOf<E> = E extends { params: infer S extends TSchema } ? Static<S> : Empty;
export type QueryOf<E> = E extends { querystring: infer S extends TSchema } ? Static<S> : Empty;
export type HeadersOf<E> = E extends { headers: infer S extends TSchema } ? Static<S> : Empty;
export type BodyOf<E> = E extends { body: infer S extends TSchema } ? Static<S> : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The status of an endpoint's success answer (each endpoint has exactly one). */
export type SuccessOf<E extends Endpoint> = Extract<keyof E['response'], SuccessStatus>;
/** The body of an endpoint's success answer. */
export type ReplyOf<E extends Endpoint> = E['response'][SuccessOf<E>] extends infer S extends TSchema ? Static<S> : never;

// ---------------------------------------------------------------------------------------------
// Errors

/** One invalid input: where (`geoData.city`, `price_gte`), a stable code, and an English message. */
export const FieldError = Type.Object(
  {
    field: Type.String({ description: 'dotted path of the input, e.g. geoData.city; array items by index' }),
    code: Type.String({
      description:
        'REQUIRED, INVALID_EMAIL, TOO_SHORT, TOO_LONG, TOO_SMALL, TOO_LARGE, TOO_MANY, DUPLICATE, NOT_INTEGER, NOT_NUMBER, INVALID_TYPE, INVALID_CHOICE, NOT_ALLOWED, INVALID_FORMAT, NUL_CHARACTER, JSON_TOO_DEEP, COMMON_PASSWORD (a new password among the 100 000 most common), WEAK_PASSWORD (a new password too easy to guess), or a domain code',
    }),
    message: Type.String(),
    limit: Type.Optional(Type.Number({ description: 'the bound a TOO_* code refers to' })),
  },
  { title: 'FieldError' },
);
export type FieldError = Static<typeof FieldError>;

/** Every error answer of the api and the gateway. Clients map on `code` and `errors[].field`, never on `message`. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String({ description: 'the HTTP reason phrase' }),
    code: Type.String({ description: 'a stable code from the error catalogue, e.g. VALIDATION, ESTATE_NOT_FOUND' }),
    message: Type.String({ description: 'English, for people reading logs; clients localize from the code' }),
    errors: Type.Optional(Type.Array(FieldError, { description: 'every invalid field, when code is VALIDATION' })),
  },
  { title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** The error answers an endpoint may give, for its `response`. */
export function errorResponses<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof ErrorBody } {
  return Object.fromEntries(codes.map((c) => [c, ErrorBody])) as { [K in C[number]]: typeof ErrorBody };
}

export const NoContent = Type.Null({ description: 'No content' });
