import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { photoSources, photoThumb } from '../../../lib/photos.ts';

export interface GalleryPhoto {
  _id?: string;
  url: string;
  /** the stored size, so the page reserves the photo's space before it arrives */
  width?: number | null;
  height?: number | null;
}

export interface GalleryProps {
  photos: readonly GalleryPhoto[];
  /** the listing's title, used in the photos' alternative texts */
  title: string;
}

/** A swipe shorter than this (px) is a tap, not a change of photo. */
const SWIPE_MIN = 40;

/**
 * The photos of a listing: one large photo, previous / next buttons, thumbnails. Works with the
 * keyboard (arrow keys, Home, End on the focused gallery) and by swiping on touch screens.
 */
export function Gallery({ photos, title }: GalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const total = photos.length;

  if (total === 0) {
    return (
      <div className="gallery gallery--empty">
        <p className="gallery__empty">{t('estateView.gallery.noPhotos')}</p>
      </div>
    );
  }

  const current = Math.min(index, total - 1);
  const go = (i: number) => setIndex(((i % total) + total) % total);
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 };
    if (e.key in moves && e.target === e.currentTarget) {
      e.preventDefault();
      go(moves[e.key]);
    }
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN) return;
    go(end < start ? current + 1 : current - 1);
  };
  const photo = photos[current];

  return (
    // a carousel region: focusable so the arrow keys step through the photos (the buttons do the same)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="gallery"
      aria-roledescription={t('estateView.gallery.roledescription')}
      aria-label={t('estateView.gallery.label')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="gallery__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          className="gallery__photo"
          {...photoSources(photo.url)}
          sizes="(min-width: 1100px) 760px, 100vw"
          alt={t('estateView.gallery.photoAlt', { title, n: current + 1, total })}
          // the page's main image: at once and first; the others load when chosen
          loading="eager"
          fetchPriority={current === 0 ? 'high' : undefined}
          {...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {})}
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label={t('estateView.gallery.previous')}
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label={t('estateView.gallery.next')}
              onClick={() => go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <p className="gallery__counter" aria-live="polite">
          {t('estateView.gallery.counter', { n: current + 1, total })}
        </p>
      </div>
      {total > 1 ? (
        <ul className="gallery__thumbs">
          {photos.map((p, i) => (
            <li key={p._id ?? p.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('estateView.gallery.show', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <img src={photoThumb(p.url) ?? p.url} alt="" loading="lazy" decoding="async" width={96} height={72} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
