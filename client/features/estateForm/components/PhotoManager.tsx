// The photos of a listing: pick files, see them, order them (drag and drop, or the up and down
// buttons), remove them. The first photo is the cover. Works the same for photos already uploaded and
// for photos picked before the listing was first saved (uploaded with it).
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import type { FieldMessage } from '../../../lib/forms/errors.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { MAX_PHOTO_MB, MAX_PHOTOS, PHOTO_ACCEPT, thumbUrl } from './photoFiles.ts';

export interface PhotoItem {
  id: string;
  /** a /media URL, or an object URL of a picked file */
  url: string;
  /** picked but not uploaded yet */
  pending?: boolean;
}

export interface PhotoManagerProps {
  photos: readonly PhotoItem[];
  busy: boolean;
  error?: FieldMessage | null;
  onAdd(files: File[]): void;
  /** the new order of every photo id */
  onReorder(ids: string[]): void;
  onRemove(id: string): void;
}

function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

export function PhotoManager({ photos, busy, error, onAdd, onReorder, onRemove }: PhotoManagerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const ids = photos.map((p) => p.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(moved(ids, from, to));
  };
  const onDrop = (e: DragEvent<HTMLLIElement>, to: number) => {
    e.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  };

  return (
    <div className="photo-manager" aria-busy={busy || undefined}>
      <p className="photo-manager__hint" id={`${id}-hint`}>
        {t('estateForm.photos.hint', { max: MAX_PHOTOS, size: MAX_PHOTO_MB })}
      </p>
      <FormAlert message={error} />
      {photos.length ? (
        <ol className="photo-manager__list" aria-label={t('estateForm.photos.listLabel')}>
          {photos.map((p, i) => (
            <li
              key={p.id}
              className={`photo-manager__item${dragging === i ? ' is-dragging' : ''}`}
              draggable={!busy}
              onDragStart={() => setDragging(i)}
              onDragEnd={() => setDragging(null)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
            >
              <img
                className="photo-manager__img"
                src={thumbUrl(p.url)}
                alt={t('estateForm.photos.alt', { n: i + 1 })}
                width={200}
                height={150}
                loading="lazy"
              />
              {i === 0 ? <span className="photo-manager__cover">{t('estateForm.photos.cover')}</span> : null}
              {p.pending ? <span className="photo-manager__pending">{t('estateForm.photos.pending')}</span> : null}
              <div className="photo-manager__actions">
                <button
                  type="button"
                  className="btn btn--icon"
                  disabled={busy || i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={t('estateForm.photos.moveUp', { n: i + 1 })}
                >
                  <span aria-hidden="true" className="icon-arrow icon-arrow--up" />
                </button>
                <button
                  type="button"
                  className="btn btn--icon"
                  disabled={busy || i === photos.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={t('estateForm.photos.moveDown', { n: i + 1 })}
                >
                  <span aria-hidden="true" className="icon-arrow icon-arrow--down" />
                </button>
                <button
                  type="button"
                  className="btn btn--icon btn--danger"
                  disabled={busy}
                  onClick={() => onRemove(p.id)}
                  aria-label={t('estateForm.photos.remove', { n: i + 1 })}
                >
                  <span aria-hidden="true" className="icon-cross" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="photo-manager__empty">{t('estateForm.photos.none')}</p>
      )}
      <div className="photo-manager__add">
        <label className={`btn btn--secondary photo-manager__pick${busy || photos.length >= MAX_PHOTOS ? ' is-disabled' : ''}`}>
          {t('estateForm.photos.add')}
          <input
            className="visually-hidden"
            type="file"
            name="photos"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={busy || photos.length >= MAX_PHOTOS}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) onAdd(files);
            }}
          />
        </label>
        {busy ? <Spinner label={t('estateForm.photos.uploading')} /> : null}
      </div>
    </div>
  );
}
