// A country guide in the content screen (/admin/content, admins only): a tab per language with the
// guide's text (Markdown, or the seed's HTML) and its preview, rendered by the api's own function as
// the article editor's is. An emptied language is removed; saving writes an audit entry (api side).
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { CONTENT_FORMATS, LANGUAGES, type ContentFormat, type Language } from '../../../../shared/core/constants.ts';
import type { AdminCountryGuide, PatchCountryGuideBody } from '../../../../shared/contract/admin-content.ts';
import { LanguageTabs, Preview, SaveOutcome, useLivePreview } from './EditorParts.tsx';
import { contentClose, guideSave, type ContentEditorState } from '../slice.ts';

type Texts = Partial<Record<Language, AdminCountryGuide['translations'][string]>>;

export function GuideEditor({ editor, language }: { editor: ContentEditorState; language: Language }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const guide = editor.guide;
  const [texts, setTexts] = useState<Texts>(() => ({ ...(guide?.translations ?? {}) }) as Texts);
  const [tab, setTab] = useState<Language>((Object.keys(guide?.translations ?? {})[0] as Language | undefined) ?? language);
  const current = texts[tab] ?? { body: '', format: 'markdown' as const };
  useLivePreview(current.body, current.format);
  if (editor.status === 'loading' || !guide) {
    return editor.saved && !editor.saved.ok ? (
      <FormAlert kind="error" message={msg('admin.outcome.failed')} />
    ) : (
      <p role="status">{t('admin.content.loading')}</p>
    );
  }
  const name = guide.names[language] ?? guide.code;
  const save = () => {
    const translations: PatchCountryGuideBody['translations'] = {};
    for (const l of LANGUAGES) {
      const x = texts[l];
      if (x && x.body.trim()) translations[l] = { body: x.body, format: x.format };
      // a language the guide had, emptied here, is removed
      else if (guide.translations[l]) translations[l] = null;
    }
    dispatch(guideSave({ code: guide.code, patch: { translations } }));
  };
  return (
    <section className="admin-editor" aria-label={t('admin.guides.editor', { country: name })}>
      <h2>{t('admin.guides.editor', { country: name })}</h2>
      <LanguageTabs tab={tab} onTab={setTab} written={(l) => Boolean(texts[l]?.body.trim())} />
      <div role="tabpanel" className="admin-editor__panel">
        {/* guides from the seed are HTML; a text written here is Markdown unless the operator keeps HTML */}
        <SelectField
          label={t('admin.guides.format')}
          name={`guide-format-${tab}`}
          value={current.format}
          options={CONTENT_FORMATS.map((f) => ({ value: f, label: t(`admin.guides.formats.${f}`) }))}
          onChange={(v) => setTexts({ ...texts, [tab]: { ...current, format: v as ContentFormat } })}
        />
        <TextField
          label={t('admin.content.body')}
          name={`guide-${tab}`}
          value={current.body}
          onChange={(v) => setTexts({ ...texts, [tab]: { ...current, body: v } })}
          multiline
          rows={12}
          maxLength={100_000}
        />
        <Preview body={current.body} html={editor.preview} />
      </div>
      <SaveOutcome saved={editor.saved} />
      <div className="admin-editor__actions">
        <button type="button" className="btn btn--primary" disabled={editor.status === 'saving'} onClick={save}>
          {t('admin.guides.save')}
        </button>
        <a className="btn btn--secondary" href={`/countries/${guide.code}?lng=${tab}`} target="_blank" rel="noopener">
          {t('admin.guides.open')}
        </a>
        <button type="button" className="btn btn--secondary" onClick={() => dispatch(contentClose())}>
          {t('forms.cancel')}
        </button>
      </div>
    </section>
  );
}
