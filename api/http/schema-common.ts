// Schema building blocks shared by the route schemas (TypeBox, emitted as plain JSON Schema; the
// OpenAPI document is generated from them).
import { Type, type TSchema, type TUnsafe } from 'typebox';
import { LANGUAGES, type Language } from '../../shared/constants.ts';

/** A string from a fixed list, as `{type: string, enum}` (clear errors, clean OpenAPI). */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A nullable value, for response schemas. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const LanguageSchema = StringEnum(LANGUAGES);
export const LanguageQuery = Type.Object({ lang: Type.Optional(LanguageSchema) });
export type LanguageQueryType = { lang?: Language };

export const CountryCodeSchema = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' });

/** Text per interface language. */
export const LocalizedTextSchema = Type.Object({
  en: Type.Optional(Type.String()),
  de: Type.Optional(Type.String()),
  ru: Type.Optional(Type.String()),
  es: Type.Optional(Type.String()),
});

export const MAX_ON_PAGE = 100;

/** ?page&onPage for every list; both optional, page numbers from 1. */
export function pagingQuery(defaultOnPage: number) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    onPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ON_PAGE, default: defaultOnPage })),
  };
}

export const ListMetaSchema = Type.Object({
  page: Type.Integer(),
  onPage: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
});

export interface ListMeta {
  page: number;
  onPage: number;
  totalPages: number;
  total: number;
}

export function listMeta(page: number, onPage: number, total: number): ListMeta {
  return { page, onPage, totalPages: Math.max(1, Math.ceil(total / onPage)), total };
}

export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(Type.String()),
  },
  { description: 'Every error answer' },
);

/** The error answers a route may give, for its `response` schema. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorSchema> {
  return Object.fromEntries(codes.map((c) => [c, ErrorSchema]));
}

export const NoContent = Type.Null({ description: 'No content' });

/** A JSON body object that rejects unknown properties. */
export function Body<T extends Record<string, TSchema>>(properties: T, options: Record<string, unknown> = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}
