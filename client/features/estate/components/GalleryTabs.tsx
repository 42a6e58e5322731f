// The gallery of a listing with floor plans (issue 24, item 4): two tabs, Photos and Floor plans
// (WAI-ARIA tabs: a tablist, one tab in the Tab order, arrow keys, Home and End move between them and
// show the tab's panel). Image floor plans are a gallery of their own, shown whole; a PDF floor plan
// is a download link with its size. Server-rendered with the photos shown and the floor plans'
// panel hidden (its pictures load when it is shown); its code is a section of its own that hydrates
// after the first paint (hydrateLater in EstateView.tsx), so it adds nothing to the first-load
// JavaScript of a listing, and a listing without floor plans has the plain gallery.
import { useTabs } from '../../../ui/useTabs.ts';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { EstateDocument } from '../../../../shared/contract/documents.ts';
import { Gallery, type GalleryPhoto, type GalleryTexts } from './Gallery.tsx';
import { FileLink } from './FileLink.tsx';

const TABS = ['photos', 'plans'] as const;

const PLAN_TEXTS: GalleryTexts = {
  label: 'estateView.documents.floorPlans',
  roledescription: 'estateView.gallery.roledescription',
  previous: 'estateView.planGallery.previous',
  next: 'estateView.planGallery.next',
  show: 'estateView.planGallery.show',
  counter: 'estateView.planGallery.counter',
  alt: 'estateView.documents.floorPlanOf',
  empty: 'estateView.gallery.noPhotos',
};

const isPdf = (d: EstateDocument) => d.contentType === 'application/pdf';

export function GalleryTabs({ photos, plans, title }: { photos: readonly GalleryPhoto[]; plans: readonly EstateDocument[]; title: string }) {
  const { t } = useTranslation();
  // a listing with floor plans and no photos opens on its floor plans
  const { active: tab, tabProps } = useTabs(TABS, photos.length > 0 ? 'photos' : 'plans');
  const images = plans.filter((d) => !isPdf(d));
  return (
    <div className="gallery-tabs">
      <div className="gallery-tabs__list" role="tablist" aria-label={t('estateView.gallery.tabs')}>
        {TABS.map((id) => (
          <button key={id} {...tabProps(id)} id={`gallery-tab-${id}`} className="gallery-tabs__tab" aria-controls={`gallery-panel-${id}`}>
            {t(id === 'photos' ? 'estateView.gallery.label' : 'estateView.documents.floorPlans')}{' '}
            <span className="gallery-tabs__n">{id === 'photos' ? photos.length : plans.length}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id="gallery-panel-photos" aria-labelledby="gallery-tab-photos" hidden={tab !== 'photos'}>
        <Gallery photos={photos} title={title} />
      </div>
      <div role="tabpanel" id="gallery-panel-plans" aria-labelledby="gallery-tab-plans" hidden={tab !== 'plans'} className="gallery-tabs__plans">
        {images.length > 0 ? <Gallery photos={images} title={title} texts={PLAN_TEXTS} plans /> : null}
        {images.length < plans.length ? (
          <ul className="estate-docs__list">
            {plans.map((d, i) =>
              isPdf(d) ? (
                <li key={d._id}>
                  <FileLink doc={d} fallback={t('estateView.documents.floorPlanN', { n: i + 1 })} />
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
