// Listings in the reader's language (issue 26, item 1). A listing's title and description are written
// in one or more languages; for each language it lacks, the translation job (translations-plugin.ts,
// on the queue after create, edit and import, never during a page request) asks the configured engine
// (api/integrations/translate) and keeps the answer per listing, field and target language with a hash
// of the source text. A read with `lang` shows the lister's own text when there is one, else a cached
// translation whose hash still matches, else the original. The characters sent count against a daily
// budget kept in the database, so it holds across processes.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { TranslationEngine } from '../integrations/translate/provider.ts';

export const TRANSLATED_FIELDS = ['title', 'description'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

type Texts = Readonly<Record<string, string | undefined>>;

export interface Source {
  lang: Language;
  text: string;
}

/** The text translations are made from: the first language the lister wrote, in the order en, de, ru, es. */
export function sourceOf(texts: Texts | null | undefined): Source | null {
  for (const lang of LANGUAGES) {
    const text = texts?.[lang]?.trim();
    if (text) return { lang, text };
  }
  return null;
}

/** The cache key of a source text: its language and text, hashed. */
export function sourceHash(source: Source): string {
  return createHash('sha256').update(`${source.lang}\n${source.text}`).digest('hex').slice(0, 32);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A description's sanitized HTML as plain text for the engine: paragraphs and items on their own lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|ul|ol)>/gi, '\n')
    .replace(/<li>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
      if (ENTITIES[name.toLowerCase()] !== undefined) return ENTITIES[name.toLowerCase()];
      if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return m;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An engine's plain text as description HTML: escaped, a paragraph per line. */
export function textToHtml(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

const plainOf = (field: TranslatedField, text: string): string => (field === 'description' ? htmlToText(text) : text);
const storedOf = (field: TranslatedField, text: string): string => (field === 'description' ? textToHtml(text) : text.trim());

// ---- the daily budget ----------------------------------------------------------------------------

/** Takes `chars` of today's (UTC) budget when they fit under `limit`; false when they do not. */
export async function reserveChars(q: Queryable, chars: number, limit: number): Promise<boolean> {
  if (chars <= 0) return true;
  if (chars > limit) return false;
  const r = await q.query(
    `INSERT INTO translation_usage (day, chars) VALUES ((now() AT TIME ZONE 'UTC')::date, $1)
     ON CONFLICT (day) DO UPDATE SET chars = translation_usage.chars + EXCLUDED.chars
       WHERE translation_usage.chars + EXCLUDED.chars <= $2
     RETURNING chars`,
    [chars, limit],
  );
  return r.rows.length === 1;
}

/** Gives back characters taken for a request the engine did not answer. */
export async function releaseChars(q: Queryable, chars: number): Promise<void> {
  if (chars <= 0) return;
  await q.query(`UPDATE translation_usage SET chars = GREATEST(0, chars - $1) WHERE day = (now() AT TIME ZONE 'UTC')::date`, [chars]);
}

/** Characters sent today (UTC). */
export async function charsUsedToday(q: Queryable): Promise<number> {
  const r = await q.query<{ chars: string }>(`SELECT chars FROM translation_usage WHERE day = (now() AT TIME ZONE 'UTC')::date`);
  return Number(r.rows[0]?.chars ?? 0);
}

// ---- the job's work ------------------------------------------------------------------------------

export interface TranslateDeps {
  db: Db;
  engine: TranslationEngine;
  dailyChars: number;
  signal?: AbortSignal;
}

export type TranslateOutcome = 'done' | 'budget';

interface TextsRow {
  id: string;
  title: Record<string, string> | null;
  description: Record<string, string> | null;
}

interface Needed {
  field: TranslatedField;
  source: Source;
  hash: string;
  plain: string;
}

/**
 * Makes the translations the estate lacks: every language its lister did not write, for title and
 * description, unless a translation of the same source text is cached. 'budget' when today's budget
 * could not take what was left (the rest waits); an engine failure throws (the job retries it).
 */
export async function translateEstate(deps: TranslateDeps, estateId: string): Promise<TranslateOutcome> {
  const { db, engine } = deps;
  const row = (await db.query<TextsRow>('SELECT id, title, description FROM estates WHERE id = $1', [estateId])).rows[0];
  if (!row) return 'done';
  const cached = await db.query<{ field: TranslatedField; language: Language; source_hash: string }>(
    'SELECT field, language, source_hash FROM estate_translations WHERE estate_id = $1',
    [estateId],
  );
  const have = new Set(cached.rows.map((c) => `${c.field}:${c.language}:${c.source_hash}`));
  const byTarget = new Map<Language, Needed[]>();
  for (const field of TRANSLATED_FIELDS) {
    const own = row[field] ?? {};
    const source = sourceOf(own);
    if (!source) continue;
    const hash = sourceHash(source);
    const plain = plainOf(field, source.text);
    if (!plain) continue;
    for (const lang of LANGUAGES) {
      if (own[lang]?.trim() || have.has(`${field}:${lang}:${hash}`)) continue;
      byTarget.set(lang, [...(byTarget.get(lang) ?? []), { field, source, hash, plain }]);
    }
  }
  for (const [to, needed] of byTarget) {
    // title and description may come from different languages: one request per source language
    const bySource = new Map<Language, Needed[]>();
    for (const n of needed) bySource.set(n.source.lang, [...(bySource.get(n.source.lang) ?? []), n]);
    for (const [from, items] of bySource) {
      deps.signal?.throwIfAborted();
      const chars = items.reduce((sum, n) => sum + n.plain.length, 0);
      if (!(await reserveChars(db, chars, deps.dailyChars))) return 'budget';
      let texts: string[];
      try {
        texts = await engine.translate({ texts: items.map((n) => n.plain), from, to, signal: deps.signal });
      } catch (err) {
        await releaseChars(db, chars);
        throw err;
      }
      await db.transaction(async (tx) => {
        for (const [i, n] of items.entries()) {
          const text = storedOf(n.field, texts[i] ?? '');
          if (!text) continue;
          await tx.query(
            `INSERT INTO estate_translations (estate_id, field, language, source_language, source_hash, text, provider)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (estate_id, field, language) DO UPDATE SET source_language = EXCLUDED.source_language,
               source_hash = EXCLUDED.source_hash, text = EXCLUDED.text, provider = EXCLUDED.provider, created_at = now()`,
            [estateId, n.field, to, n.source.lang, n.hash, text, engine.name],
          );
        }
      });
    }
  }
  return 'done';
}

/** The ids of a user's listings (the job after an import translates each that needs it). */
export async function ownerEstateIds(q: Queryable, ownerId: string): Promise<string[]> {
  const r = await q.query<{ id: string }>(`SELECT id FROM estates WHERE owner_id = $1 AND status <> 'archived' ORDER BY updated_at DESC`, [ownerId]);
  return r.rows.map((x) => x.id);
}

// ---- reading ------------------------------------------------------------------------------------

/** What a read with `lang` adds to an estate (shared/contract/estates.ts). */
export type Localized = Pick<Estate, 'title' | 'description'> &
  Partial<Pick<Estate, 'titleLanguage' | 'titleOriginal' | 'titleTranslation' | 'descriptionLanguage' | 'descriptionOriginal' | 'translation'>>;

/** A cached translation as a read carries it (translationsColumn). */
export interface CachedTranslation {
  field: TranslatedField;
  source_hash: string;
  text: string;
  provider: string;
}

/**
 * A column for the estate select (`e` is estates): the estate's cached translations into the language
 * of the parameter `langRef` ("$2"), of `fields` only, as a JSON array (null when there are none). Lists
 * read their translations in the query that loads them: no further query, and never the engine.
 */
export function translationsColumn(langRef: string, fields: readonly TranslatedField[] = TRANSLATED_FIELDS): string {
  if (!/^\$\d+$/.test(langRef)) throw new Error(`not a parameter: ${langRef}`);
  const only = TRANSLATED_FIELDS.filter((f) => fields.includes(f));
  return `(SELECT json_agg(json_build_object('field', t.field, 'source_hash', t.source_hash, 'text', t.text, 'provider', t.provider))
     FROM estate_translations t WHERE t.estate_id = e.id AND t.language = ${langRef}::text
      AND t.field IN (${only.map((f) => `'${f}'`).join(', ')})) AS translations`;
}

/** The translations column of a row (pg parses JSON; PGlite may hand it over as text). */
export function cachedTranslations(raw: unknown): CachedTranslation[] {
  const v = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(v) ? (v as CachedTranslation[]) : [];
}

/**
 * The estate as read in `lang`, for `fields`: where the lister wrote no text in it, a cached
 * translation of the current source text fills `title[lang]`/`description[lang]`, with the original and
 * the engine beside it; without one, `…Language` names the language the original is in. The lister's
 * own text always wins; a translation of an older text (its hash no longer matches) is never used.
 */
export function withTranslations<E extends Pick<Estate, 'title' | 'description'>>(
  estate: E,
  lang: Language,
  cached: readonly CachedTranslation[],
  fields: readonly TranslatedField[] = TRANSLATED_FIELDS,
): E & Localized {
  const out: E & Localized = { ...estate };
  for (const field of fields) {
    const own = estate[field] ?? {};
    const source = sourceOf(own);
    if (own[lang]?.trim() || !source) {
      if (source) out[`${field}Language`] = lang;
      continue;
    }
    // hashed only when there is a cached translation of the field to compare with
    const rows = cached.filter((r) => r.field === field);
    const hash = rows.length ? sourceHash(source) : '';
    const hit = rows.find((r) => r.source_hash === hash);
    if (!hit) {
      out[`${field}Language`] = source.lang;
      continue;
    }
    out[field] = { ...own, [lang]: hit.text };
    out[`${field}Language`] = lang;
    out[`${field}Original`] = source.text;
    const made = { provider: hit.provider as 'libretranslate' | 'deepl', from: source.lang };
    if (field === 'description') out.translation = made;
    else out.titleTranslation = made;
  }
  return out;
}
