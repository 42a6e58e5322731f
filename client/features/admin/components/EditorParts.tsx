// What the content screen's two editors (articles in Content.tsx, country guides in GuideEditor.tsx)
// share: the tab per language, the live preview rendered by the api's own function, and the outcome
// of the last save.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { LANGUAGES, type ContentFormat, type Language } from '../../../../shared/core/constants.ts';
import { contentPreview, type ContentEditorState } from '../slice.ts';

/** Asks the api for the preview of `body` a moment after typing stops. */
export function useLivePreview(body: string, format: ContentFormat | undefined): void {
  const dispatch = useDispatch<Dispatch<Action>>();
  useEffect(() => {
    if (!body.trim()) return undefined;
    const timer = setTimeout(() => dispatch(contentPreview({ body, format })), 300);
    return () => clearTimeout(timer);
  }, [body, format, dispatch]);
}

/** One tab per language; a written one is marked. */
export function LanguageTabs({ tab, onTab, written }: { tab: Language; onTab(l: Language): void; written(l: Language): boolean }) {
  return (
    <div role="tablist" className="admin-editor__tabs">
      {LANGUAGES.map((l) => (
        <button key={l} type="button" role="tab" aria-selected={l === tab} className={l === tab ? 'is-active' : undefined} onClick={() => onTab(l)}>
          {l.toUpperCase()}
          {written(l) ? ' •' : ''}
        </button>
      ))}
    </div>
  );
}

/** The preview of the text being written (nothing while it is empty). */
export function Preview({ body, html }: { body: string; html: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('admin.content.preview')}</h3>
      {/* sanitized by the api's renderer, the same HTML the public page shows */}
      <div className="admin-editor__preview article__body" data-preview dangerouslySetInnerHTML={{ __html: body.trim() ? (html ?? '') : '' }} />
    </>
  );
}

/** The outcome of the last save, if any. */
export function SaveOutcome({ saved }: { saved: ContentEditorState['saved'] }) {
  if (!saved) return null;
  return (
    <FormAlert
      kind={saved.ok ? 'success' : 'error'}
      message={msg(saved.ok ? 'admin.outcome.done' : saved.code === 'VALIDATION' ? 'admin.content.invalid' : 'admin.outcome.failed')}
    />
  );
}
