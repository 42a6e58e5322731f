// The upload: the feed file (chosen or dropped), the full-feed choice with what it does, the size limit,
// the CSV template and its column guide. While the file goes, a progress bar says how much has been
// sent, then a spinner while the api checks it; the api's refusal is shown beside the field.
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { msg, type FieldMessage } from '../../../lib/forms/errors.ts';
import { TEMPLATE_PATH } from '../api.ts';
import { ACCEPTED_EXTENSIONS, hasAcceptedExtension, IMPORT_MAX_MB } from '../model.ts';
import { uploadErrorMessage } from '../messages.ts';
import type { ImportFailure } from '../slice.ts';
import { ColumnGuide } from './ColumnGuide.tsx';

export interface UploadFormProps {
  busy: boolean;
  /** share of the file sent (0…1) while uploading */
  sent: number | null;
  error: ImportFailure | null;
  onUpload(file: File, fullFeed: boolean): void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function UploadForm({ busy, sent, error, onUpload }: UploadFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fullFeed, setFullFeed] = useState(false);
  const [localError, setLocalError] = useState<FieldMessage | null>(null);
  const [dragging, setDragging] = useState(false);

  const shown: FieldMessage | null = localError ?? (error ? uploadErrorMessage(error) : null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  function choose(f: File | null) {
    setFile(f);
    setLocalError(f && !hasAcceptedExtension(f.name) ? msg('massImport.errors.extension') : null);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      setLocalError(msg('massImport.errors.FILE_REQUIRED'));
      input.current?.focus();
      return;
    }
    if (!hasAcceptedExtension(file.name)) {
      setLocalError(msg('massImport.errors.extension'));
      input.current?.focus();
      return;
    }
    if (file.size > IMPORT_MAX_MB * 1024 * 1024) {
      setLocalError(msg('massImport.errors.TOO_LARGE', { size: IMPORT_MAX_MB }));
      input.current?.focus();
      return;
    }
    setLocalError(null);
    onUpload(file, fullFeed);
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (busy) return;
    const f = e.dataTransfer.files[0] ?? null;
    if (f) choose(f);
  }

  const percent = sent === null ? null : Math.round(sent * 100);
  return (
    <section className="mass-import__upload" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('massImport.upload.heading')}</h2>
      <p>{t('massImport.intro')}</p>
      <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <div
          className={`mass-import__drop${dragging ? ' is-dragging' : ''}${shown ? ' form-field--invalid' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <div className="form-field">
            <label className="form-field__label" htmlFor={id}>
              {t('massImport.upload.file')}
            </label>
            <input
              ref={input}
              id={id}
              type="file"
              name="file"
              accept={ACCEPTED_EXTENSIONS.join(',')}
              disabled={busy}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${errorId} ${hintId}` : hintId}
              aria-required
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
            />
            <p className="form-field__hint" id={hintId}>
              {t('massImport.upload.fileHint', { size: IMPORT_MAX_MB })} {t('massImport.upload.drop')}
            </p>
            {file ? <p className="mass-import__chosen">{t('massImport.upload.chosen', { name: file.name, size: sizeText(file.size) })}</p> : null}
            {shown ? (
              <p className="form-field__error" id={errorId}>
                {t(shown.key, shown.values ?? {})}
              </p>
            ) : null}
          </div>
        </div>
        <div className="form-check">
          <input
            id={`${id}-full`}
            type="checkbox"
            name="fullFeed"
            checked={fullFeed}
            disabled={busy}
            aria-describedby={`${id}-full-hint`}
            onChange={(e) => setFullFeed(e.target.checked)}
          />
          <label htmlFor={`${id}-full`}>{t('massImport.upload.fullFeed')}</label>
        </div>
        <p className="form-field__hint mass-import__full-hint" id={`${id}-full-hint`}>
          {t('massImport.upload.fullFeedHint')}
        </p>
        <div className="mass-import__actions">
          <ActionButton type="submit" busy={busy}>
            {t('massImport.upload.submit')}
          </ActionButton>
        </div>
        {busy ? (
          <div className="mass-import__sending">
            {percent !== null && percent < 100 ? (
              <>
                <label htmlFor={`${id}-sent`}>{t('massImport.upload.sending', { percent })}</label>
                <progress id={`${id}-sent`} max={100} value={percent}>
                  {percent} %
                </progress>
              </>
            ) : (
              <Spinner label={t('massImport.upload.checking')} />
            )}
          </div>
        ) : null}
      </form>
      <div className="mass-import__template">
        <p>
          <a href={TEMPLATE_PATH} download="import-template.csv">
            {t('massImport.upload.template')}
          </a>
        </p>
        <ColumnGuide />
      </div>
    </section>
  );
}
