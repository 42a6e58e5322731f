// Country guides written by admins (issue 23, item 6): countries.full_text holds the sanitized HTML
// of each language (what GET /api/geodata/{code}/full/{lang} reads), countries.guide_source the
// Markdown it was rendered from (migration 029). A language without source was written as HTML (the
// seed) and is edited as HTML. One transaction with its audit entry.
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import type { AdminCountryGuide, PatchCountryGuideBody } from '../../shared/contract/admin-content.ts';
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import { recordOperatorAction } from '../audit/service.ts';
import { renderContent } from '../articles/render.ts';

interface GuideRow {
  code: string;
  names: Record<string, string>;
  full_text: Record<string, string>;
  guide_source: Record<string, string>;
  has_guide: boolean;
}

const guideOf = (row: GuideRow): AdminCountryGuide => ({
  code: row.code.trim(),
  names: row.names,
  hasGuide: row.has_guide,
  translations: Object.fromEntries(
    LANGUAGES.filter((l) => row.full_text[l] !== undefined).map((l) => [
      l,
      row.guide_source[l] !== undefined
        ? { body: row.guide_source[l], format: 'markdown' as const }
        : { body: row.full_text[l], format: 'html' as const },
    ]),
  ),
});

async function rowOf(q: Queryable, code: string, lock = false): Promise<GuideRow> {
  const r = await q.query<GuideRow>(
    `SELECT code, names, full_text, guide_source, has_guide FROM countries WHERE code = $1${lock ? ' FOR UPDATE' : ''}`,
    [code.toUpperCase()],
  );
  if (!r.rows[0]) throw errors.notFound('country');
  return r.rows[0];
}

export async function getCountryGuide(q: Queryable, code: string): Promise<AdminCountryGuide> {
  return guideOf(await rowOf(q, code));
}

/** Writes (or with null removes) languages of a guide; a country with no language left has no guide. */
export async function updateCountryGuide(db: Db, actor: string, code: string, body: PatchCountryGuideBody): Promise<AdminCountryGuide> {
  const entries = LANGUAGES.flatMap((l) => (body.translations[l] !== undefined ? [[l, body.translations[l]] as const] : []));
  if (!entries.length) throw errors.invalidField('body/translations', 'must have at least one language', 'EMPTY');
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, code, true);
    const before = guideOf(row);
    const fullText: Record<string, string> = { ...row.full_text };
    const source: Record<string, string> = { ...row.guide_source };
    for (const [lang, t] of entries as (readonly [Language, { body: string; format?: 'markdown' | 'html' } | null])[]) {
      delete source[lang];
      if (t === null) {
        delete fullText[lang];
        continue;
      }
      const format = t.format ?? 'markdown';
      fullText[lang] = renderContent(t.body, format);
      if (format === 'markdown') source[lang] = t.body;
    }
    const hasGuide = Object.keys(fullText).length > 0;
    await tx.query('UPDATE countries SET full_text = $2::jsonb, guide_source = $3::jsonb, has_guide = $4 WHERE code = $1', [
      row.code,
      JSON.stringify(fullText),
      JSON.stringify(source),
      hasGuide,
    ]);
    const after = guideOf({ ...row, full_text: fullText, guide_source: source, has_guide: hasGuide });
    await recordOperatorAction(tx, {
      actor,
      action: 'country.guide.update',
      targetType: 'country',
      targetId: row.code.trim(),
      before: before.translations,
      after: after.translations,
    });
    return after;
  });
}
