// Schema building blocks the domain contracts share: string enums, nullable values, text per
// language, paging, list metadata and strict bodies.
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { LANGUAGES } from '../core/constants.ts';

/** A string from a fixed list, as `{type: string, enum}` (clear errors, clean OpenAPI). */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A value or null (`anyOf`), for answers. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{type: [t, 'null']}`: a nullable primitive with plain validation messages, for inputs. */
export function NullablePrimitive<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** Text with at least one non-space character, at most `maxLength` long. */
export const NotBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const Language = StringEnum(LANGUAGES);
export const LanguageQuery = Type.Object({ lang: Type.Optional(Language) });

export const CountryCode = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' });

/** An ISO 8601 timestamp as sent in JSON. */
export const IsoDate = Type.String({ format: 'date-time' });

/** Text per interface language; any language may be missing. */
export const LocalizedText = Type.Object(
  Object.fromEntries(LANGUAGES.map((l) => [l, Type.Optional(Type.String())])) as Record<
    (typeof LANGUAGES)[number],
    ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>
  >,
  { title: 'LocalizedText' },
);
export type LocalizedText = Static<typeof LocalizedText>;

/** Text per language as answered: any language key the stored text has. */
export const TextMap = Type.Record(Type.String(), Type.String());

export const MAX_ON_PAGE = 100;

/** `?page&onPage` for every list; both optional, page numbers from 1. */
export function pagingQuery(defaultOnPage: number) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    onPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ON_PAGE, default: defaultOnPage })),
  };
}

export const ListMeta = Type.Object(
  { page: Type.Integer(), onPage: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() },
  { title: 'ListMeta' },
);
export type ListMeta = Static<typeof ListMeta>;

/** The metadata of page `page` of `total` items shown `onPage` at a time. */
export function listMeta(page: number, onPage: number, total: number): ListMeta {
  return { page, onPage, totalPages: Math.max(1, Math.ceil(total / onPage)), total };
}

/** A JSON body object that rejects unknown properties. */
export function Body<T extends Record<string, TSchema>>(properties: T, options: Record<string, unknown> = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** A path or body id. */
export const Id = Type.String({ minLength: 1, maxLength: 100 });
