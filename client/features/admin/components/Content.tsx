// The content screen (/admin/content, admins only): articles, news and legal pages listed with their
// languages, and the editor: a tab per language with a Markdown text area and its preview, rendered
// by the api's own function (POST /api/admin/content/preview) so it shows what the page will show.
// Publishing and unpublishing are saves; deleting asks a reason and a confirmation. Country guides
// are chosen by country and edited the same way (GuideEditor.tsx).
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { formatDate } from '../../../lib/date.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { ARTICLE_TYPES, type ArticleType, type Language } from '../../../../shared/core/constants.ts';
import type { ContentTranslation } from '../../../../shared/contract/admin-content.ts';
import type { ContentPage } from '../api.ts';
import { adminAct, contentClose, contentOpen, contentSave, guideOpen, selectAdmin, type ContentEditorState } from '../slice.ts';
import { ReasonAction } from './ReasonAction.tsx';
import { LanguageTabs, Preview, SaveOutcome, useLivePreview } from './EditorParts.tsx';
import { GuideEditor } from './GuideEditor.tsx';
import { CountrySelect } from '../../../ui/forms/CountrySelect.tsx';

type Texts = Partial<Record<Language, ContentTranslation>>;

export function Content({ list, language }: { list: ContentPage; language: Language }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const { editor, acting } = useSelector(selectAdmin);
  const [country, setCountry] = useState('');
  return (
    <>
      {editor.open && editor.guideCode ? (
        <GuideEditor key={`${editor.guideCode}-${editor.guide ? 'loaded' : 'loading'}`} editor={editor} language={language} />
      ) : editor.open ? (
        <Editor key={editor.article?._id ?? editor.id ?? 'new'} editor={editor} />
      ) : (
        <>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(contentOpen({ id: null }))}>
            {t('admin.content.new')}
          </button>
          <form
            className="admin-guides"
            aria-label={t('admin.guides.title')}
            onSubmit={(e) => {
              e.preventDefault();
              if (country) dispatch(guideOpen({ code: country }));
            }}
          >
            <CountrySelect language={language} label={t('admin.guides.country')} name="guideCountry" value={country} onChange={setCountry} />
            <button type="submit" className="btn btn--secondary" disabled={!country}>
              {t('admin.guides.edit')}
            </button>
          </form>
        </>
      )}
      {!list.values.length ? <p className="admin-empty">{t('admin.content.empty')}</p> : null}
      <ul className="admin-list">
        {list.values.map((a) => (
          <li key={a._id} className="admin-item" data-article={a._id}>
            <h2 className="admin-item__title">{a.title}</h2>
            <p>
              {t(`admin.content.type.${a.type}`)} · {t(`admin.content.status.${a.status}`)} · {a.languages.join(', ')} ·{' '}
              <time dateTime={a.updatedAt}>{formatDate(a.updatedAt, language)}</time>
            </p>
            <div className="admin-item__actions">
              <button type="button" className="btn btn--secondary btn--small" onClick={() => dispatch(contentOpen({ id: a._id }))}>
                {t('admin.content.edit')}
              </button>
              <ReasonAction
                label={t('admin.content.delete')}
                question={t('admin.content.deleteQuestion', { title: a.title })}
                reason="required"
                name={`delete-${a._id}`}
                busy={acting === a._id}
                onConfirm={(reason) => dispatch(adminAct({ act: { kind: 'deleteContent', id: a._id, reason } }))}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Editor({ editor }: { editor: ContentEditorState }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const article = editor.article;
  const [type, setType] = useState<ArticleType>(article?.type ?? 'news');
  const [texts, setTexts] = useState<Texts>(() =>
    Object.fromEntries(
      Object.entries(article?.translations ?? {}).map(([l, x]) => [l, { title: x.title, body: x.body, summary: x.summary, format: x.format }]),
    ),
  );
  const [tab, setTab] = useState<Language>((Object.keys(article?.translations ?? {})[0] as Language | undefined) ?? 'en');
  const current = texts[tab] ?? { title: '', body: '' };
  // the preview follows the text, a moment after typing stops
  useLivePreview(current.body, current.format);
  if (editor.status === 'loading') return <p role="status">{t('admin.content.loading')}</p>;
  const set = (field: 'title' | 'body' | 'summary') => (v: string) => setTexts({ ...texts, [tab]: { ...current, [field]: v } });
  const written = Object.fromEntries(Object.entries(texts).filter(([, x]) => x && (x.title.trim() || x.body.trim()))) as Texts;
  const save = (status: 'draft' | 'published') => {
    if (editor.id) {
      // a language emptied in the editor is removed
      const removed = Object.fromEntries(
        Object.keys(article?.translations ?? {})
          .filter((l) => !written[l as Language])
          .map((l) => [l, null]),
      );
      dispatch(contentSave({ id: editor.id, patch: { type, status, translations: { ...removed, ...written } } }));
    } else dispatch(contentSave({ id: null, create: { type, status, translations: written } }));
  };
  const status = article?.status ?? 'draft';
  return (
    <section className="admin-editor" aria-label={t('admin.content.editor')}>
      <SelectField
        label={t('admin.filters.type')}
        name="type"
        value={type}
        options={ARTICLE_TYPES.map((v) => ({ value: v, label: t(`admin.content.type.${v}`) }))}
        onChange={(v) => setType(v as ArticleType)}
      />
      <LanguageTabs tab={tab} onTab={setTab} written={(l) => Boolean(written[l])} />
      <div role="tabpanel" className="admin-editor__panel">
        <TextField label={t('admin.content.title')} name={`title-${tab}`} value={current.title} onChange={set('title')} maxLength={300} />
        <TextField
          label={t('admin.content.summary')}
          name={`summary-${tab}`}
          value={current.summary ?? ''}
          onChange={set('summary')}
          maxLength={500}
        />
        <TextField
          label={t('admin.content.body')}
          name={`body-${tab}`}
          value={current.body}
          onChange={set('body')}
          multiline
          rows={12}
          maxLength={100_000}
        />
        <Preview body={current.body} html={editor.preview} />
      </div>
      <SaveOutcome saved={editor.saved} />
      <p role="status">
        {t(`admin.content.status.${status}`)}
        {editor.id && status === 'draft' ? (
          <>
            {' · '}
            <a href={`/article-preview/${encodeURIComponent(editor.id)}?lng=${tab}`} target="_blank" rel="noopener">
              {t('admin.content.openPreview')}
            </a>
          </>
        ) : null}
      </p>
      <div className="admin-editor__actions">
        <button type="button" className="btn btn--secondary" disabled={editor.status === 'saving'} onClick={() => save('draft')}>
          {status === 'published' ? t('admin.content.unpublish') : t('admin.content.saveDraft')}
        </button>
        <button type="button" className="btn btn--primary" disabled={editor.status === 'saving'} onClick={() => save('published')}>
          {t('admin.content.publish')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => dispatch(contentClose())}>
          {t('forms.cancel')}
        </button>
      </div>
    </section>
  );
}
