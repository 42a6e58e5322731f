// The listing's video and virtual tour: a neutral poster per item (a play button and the provider's
// name, no thumbnail: that would be a request to the provider too). Nothing reaches YouTube, Vimeo
// or the tour host until the visitor clicks; the click loads the frame (its own chunk) in the
// poster's place, through the privacy-enhanced player. The listing's documents come first
// (EstateDocuments.tsx): they share this section's lazily loaded chunk, so they add nothing to the
// page's first-load JavaScript. Floor plans are the gallery's own tab (GalleryTabs.tsx).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Estate } from '../../../../shared/contract/estates.ts';
import { MEDIA_PROVIDER_NAMES, TOUR_HOSTS } from '../../../../shared/core/media-hosts.ts';
import { EstateDocuments } from './EstateDocuments.tsx';

const MediaFrame = lazy(() => import('./MediaFrame.tsx'));

type Kind = 'video' | 'tour';

export function EstateMedia({ estate, title }: { estate: Pick<Estate, 'video' | 'tourUrl' | 'documents'>; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Partial<Record<Kind, boolean>>>({});
  const tourHost = estate.tourUrl ? TOUR_HOSTS.find((h) => estate.tourUrl?.startsWith(`https://${h.host}/`)) : undefined;
  const items: { kind: Kind; provider: string }[] = [];
  if (estate.video) items.push({ kind: 'video', provider: MEDIA_PROVIDER_NAMES[estate.video.provider] });
  if (tourHost) items.push({ kind: 'tour', provider: MEDIA_PROVIDER_NAMES[tourHost.provider] });
  const documents = estate.documents?.some((d) => d.kind === 'document') ? <EstateDocuments documents={estate.documents} /> : null;
  if (items.length === 0) return documents;
  return (
    <>
      {documents}
      <section className="estate-media" aria-labelledby="estate-media-title">
        <h2 id="estate-media-title" className="estate-view__subtitle">
          {t(tourHost && estate.video ? 'estateView.media.title' : tourHost ? 'estateView.media.tour' : 'estateView.media.video')}
        </h2>
        {items.map(({ kind, provider }) =>
          open[kind] ? (
            <Suspense key={kind} fallback={<div className="estate-media__box" />}>
              <MediaFrame
                video={kind === 'video' ? estate.video : null}
                tourUrl={kind === 'tour' ? estate.tourUrl : null}
                title={t(kind === 'video' ? 'estateView.media.videoOf' : 'estateView.media.tourOf', { title })}
              />
            </Suspense>
          ) : (
            <button
              key={kind}
              type="button"
              className="estate-media__box estate-media__poster"
              data-media={kind}
              onClick={() => setOpen((o) => ({ ...o, [kind]: true }))}
            >
              <span className="estate-media__play" aria-hidden="true" />
              <span className="estate-media__label">{t(kind === 'video' ? 'estateView.media.play' : 'estateView.media.openTour', { provider })}</span>
              <span className="estate-media__note">{t('estateView.media.notice', { provider })}</span>
            </button>
          ),
        )}
      </section>
    </>
  );
}
