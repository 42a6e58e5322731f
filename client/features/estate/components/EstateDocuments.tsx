// The listing's documents (issue 24, item 4), server-rendered plain markup: a list of download links
// with their sizes. Its code loads after the first paint inside EstateMedia's lazy chunk; nothing here
// runs before. Floor plans are not here: they have their own tab in the gallery (GalleryTabs.tsx).
import { useTranslation } from '../../../i18n/translation.tsx';
import type { EstateDocument } from '../../../../shared/contract/documents.ts';
import { FileLink } from './FileLink.tsx';

export function EstateDocuments({ documents }: { documents: readonly EstateDocument[] }) {
  const { t } = useTranslation();
  const docs = documents.filter((d) => d.kind === 'document');
  if (docs.length === 0) return null;
  return (
    <section className="estate-docs estate-docs__documents" aria-labelledby="estate-documents-title">
      <h2 id="estate-documents-title" className="estate-view__subtitle">
        {t('estateView.documents.title')}
      </h2>
      <ul className="estate-docs__list">
        {docs.map((d, i) => (
          <li key={d._id}>
            <FileLink doc={d} fallback={t('estateView.documents.documentN', { n: i + 1 })} />
          </li>
        ))}
      </ul>
    </section>
  );
}
