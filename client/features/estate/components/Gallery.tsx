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

/** The translation keys of a gallery's texts (a floor plans gallery has its own: GalleryTabs.tsx). */
export type GalleryTexts = Record<'label' | 'roledescription' | 'previous' | 'next' | 'show' | 'counter' | 'alt' | 'empty', string>;

const PHOTO_TEXTS: GalleryTexts = {
  label: 'estateView.gallery.label',
  roledescription: 'estateView.gallery.roledescription',
  previous: 'estateView.gallery.previous',
  next: 'estateView.gallery.next',
  show: 'estateView.gallery.show',
  counter: 'estateView.gallery.counter',
  alt: 'estateView.gallery.photoAlt',
  empty: 'estateView.gallery.noPhotos',
};

export interface GalleryProps {
  photos: readonly GalleryPhoto[];
  /** the listing's title, used in the photos' alternative texts */
  title: string;
  /** texts other than the photos' (default) */
  texts?: GalleryTexts;
  /** floor plans (GalleryTabs.tsx): shown whole, not cropped, and not the page's main image (loaded when shown) */
  plans?: boolean;
}

/** A swipe shorter than this (px) is a tap, not a change of photo. */
const SWIPE_MIN = 40;

/**
 * The photos of a listing: one large photo, previous / next buttons, thumbnails. Works with the
 * keyboard (arrow keys, Home, End on the focused gallery) and by swiping on touch screens.
 */
export function Gallery({ photos, title, texts: k = PHOTO_TEXTS, plans }: GalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const total = photos.length;

  if (total === 0) {
    return (
      <div className="gallery gallery--empty">
        <p className="gallery__empty">{t(k.empty)}</p>
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
      className={plans ? 'gallery gallery--plans' : 'gallery'}
      aria-roledescription={t(k.roledescription)}
      aria-label={t(k.label)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="gallery__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          className="gallery__photo"
          {...photoSources(photo.url)}
          sizes="(min-width: 1100px) 760px, 100vw"
          alt={t(k.alt, { title, n: current + 1, total })}
          // the page's main image: at once and first; the others load when chosen
          loading={plans ? 'lazy' : 'eager'}
          fetchPriority={current === 0 && !plans ? 'high' : undefined}
          {...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {})}
        />
        {total > 1 ? (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" aria-label={t(k.previous)} onClick={() => go(current - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" aria-label={t(k.next)} onClick={() => go(current + 1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <p className="gallery__counter" aria-live="polite">
          {t(k.counter, { n: current + 1, total })}
        </p>
      </div>
      {total > 1 ? (
        <ul className="gallery__thumbs">
          {photos.map((p, i) => (
            <li key={p._id ?? p.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t(k.show, { n: i + 1 })}
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
