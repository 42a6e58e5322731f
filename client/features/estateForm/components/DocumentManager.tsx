// The floor plans and documents of a listing (issue 24, item 4), on the edit screen: upload one file
// with its kind and an optional title, see them with their sizes, order them with up and down buttons,
// remove them. A form of its own beside the listing's form; each refusal is shown at its field
// (file, kind, title), announced to screen readers. Checked here first (size, type), then by the api.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { DOCUMENT_KINDS, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_TITLE } from '../../../../shared/core/documents.ts';
import type { EstateDocument } from '../../../../shared/contract/documents.ts';
import { formatFileSize } from '../../../../shared/core/file-size.ts';
import type { Language } from '../../../../shared/core/constants.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { deleteDocument, reorderDocuments, uploadDocument } from '../api.ts';

type Field = 'file' | 'kind' | 'title' | 'form';
type Errors = Partial<Record<Field, string>>;

/** The api's refusal as messages per field (codes, never the English text). */
function errorsOf(err: unknown): Errors {
  const status = (err as { statusCode?: number }).statusCode ?? 0;
  const body = (err as { body?: { errors?: { field: string; code: string }[] } }).body;
  if (status === 413) return { file: 'estateForm.documents.errors.tooLarge' };
  const out: Errors = {};
  for (const e of body?.errors ?? []) {
    const field = (['file', 'kind', 'title'] as const).find((f) => f === e.field);
    if (!field) continue;
    if (field === 'file')
      out.file =
        e.code === 'REQUIRED' || e.code === 'EMPTY_FILE'
          ? 'estateForm.documents.errors.fileRequired'
          : e.code === 'NOT_A_PDF'
            ? 'estateForm.documents.errors.notPdf'
            : 'estateForm.documents.errors.unsupported';
    else if (field === 'title') out.title = 'estateForm.documents.errors.titleTooLong';
    else out.kind = 'estateForm.documents.errors.kind';
  }
  return Object.keys(out).length ? out : { form: 'estateForm.documents.errors.failed' };
}

export function DocumentManager({ aliasId, initial, language }: { aliasId: string; initial: readonly EstateDocument[]; language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const [docs, setDocs] = useState<readonly EstateDocument[]>(initial);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const [formKey, setFormKey] = useState(0);

  const run = async (work: () => Promise<readonly EstateDocument[]>, done: string) => {
    setBusy(true);
    setErrors({});
    try {
      setDocs(await work());
      setStatus(done);
      return true;
    } catch (err) {
      setErrors(errorsOf(err));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const file = data.get('file');
    const kind = String(data.get('kind') ?? 'floorplan');
    const title = String(data.get('title') ?? '').trim();
    if (!(file instanceof File) || file.size === 0) return setErrors({ file: 'estateForm.documents.errors.fileRequired' });
    if (file.size > MAX_DOCUMENT_BYTES) return setErrors({ file: 'estateForm.documents.errors.tooLarge' });
    if ([...title].length > MAX_DOCUMENT_TITLE) return setErrors({ title: 'estateForm.documents.errors.titleTooLong' });
    const ok = await run(async () => [...docs, await uploadDocument(aliasId, { kind, title, file })], t('estateForm.documents.added'));
    if (ok) setFormKey((k) => k + 1);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= docs.length) return;
    const ids = docs.map((d) => d._id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    void run(async () => (await reorderDocuments(aliasId, ids)).documents, t('estateForm.documents.moved'));
  };

  const described = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="field__error" id={`${id}-${field}-error`} role="alert">
        {t(errors[field] as string, { size: MAX_DOCUMENT_BYTES / 1024 / 1024, max: MAX_DOCUMENT_TITLE })}
      </p>
    ) : null;
  const name = (d: EstateDocument, i: number) =>
    d.title || t(d.kind === 'floorplan' ? 'estateForm.documents.floorPlanN' : 'estateForm.documents.documentN', { n: i + 1 });

  return (
    <section className="document-manager" aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`}>{t('estateForm.documents.title')}</h2>
      <p className="document-manager__hint" id={`${id}-hint`}>
        {t('estateForm.documents.hint', { size: MAX_DOCUMENT_BYTES / 1024 / 1024 })}
      </p>
      {docs.length ? (
        <ol className="document-manager__list" aria-label={t('estateForm.documents.listLabel')}>
          {docs.map((d, i) => (
            <li key={d._id} className="document-manager__item">
              <a href={d.url} {...(d.contentType === 'application/pdf' ? { download: true } : {})}>
                {name(d, i)}
              </a>{' '}
              <span className="document-manager__meta">
                {t(d.kind === 'floorplan' ? 'estateForm.documents.kinds.floorplan' : 'estateForm.documents.kinds.document')} ·{' '}
                {formatFileSize(d.size, language)}
              </span>
              <span className="document-manager__actions">
                <button
                  type="button"
                  className="btn btn--icon"
                  disabled={busy || i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={t('estateForm.documents.moveUp', { name: name(d, i) })}
                >
                  <span aria-hidden="true" className="icon-arrow icon-arrow--up" />
                </button>
                <button
                  type="button"
                  className="btn btn--icon"
                  disabled={busy || i === docs.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={t('estateForm.documents.moveDown', { name: name(d, i) })}
                >
                  <span aria-hidden="true" className="icon-arrow icon-arrow--down" />
                </button>
                <button
                  type="button"
                  className="btn btn--icon btn--danger"
                  disabled={busy}
                  onClick={() => void run(async () => (await deleteDocument(aliasId, d._id)).documents, t('estateForm.documents.removed'))}
                  aria-label={t('estateForm.documents.remove', { name: name(d, i) })}
                >
                  <span aria-hidden="true" className="icon-cross" />
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="document-manager__empty">{t('estateForm.documents.none')}</p>
      )}
      <form key={formKey} className="document-manager__form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('estateForm.documents.kind')}</label>
          <select
            id={`${id}-kind`}
            name="kind"
            defaultValue="floorplan"
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={described('kind')}
          >
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`estateForm.documents.kinds.${k}`)}
              </option>
            ))}
          </select>
          {fieldError('kind')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-doc-title`}>{t('estateForm.documents.titleField')}</label>
          <input
            id={`${id}-doc-title`}
            name="title"
            type="text"
            maxLength={MAX_DOCUMENT_TITLE}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={described('title')}
          />
          {fieldError('title')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('estateForm.documents.file')}</label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="application/pdf,.pdf,image/jpeg,image/png,image/webp"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={described('file', `${id}-hint`)}
          />
          {fieldError('file')}
        </div>
        {errors.form ? (
          <p className="form-alert form-alert--error" role="alert">
            {t(errors.form)}
          </p>
        ) : null}
        <button type="submit" className="btn btn--secondary" disabled={busy}>
          {t('estateForm.documents.upload')}
        </button>
        {busy ? <Spinner label={t('estateForm.documents.uploading')} /> : null}
      </form>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}
