// The listing's floor plans and documents (issue 24, item 4), server-rendered plain markup: image
// floor plans as pictures linking to the full size, PDF floor plans and documents as download links
// with their size. Its code loads after the first paint inside EstateMedia's lazy chunk; nothing here runs
// before. A PDF is served by /media as an attachment, so the link downloads, never opens in our origin.
import { useTranslation } from '../../../i18n/translation.tsx';
import type { EstateDocument } from '../../../../shared/contract/documents.ts';
import type { Language } from '../../../../shared/core/constants.ts';
import { formatFileSize } from '../../../../shared/core/file-size.ts';

function FileLink({ doc, language, fallback }: { doc: EstateDocument; language: Language; fallback: string }) {
  const { t } = useTranslation();
  const name = doc.title || fallback;
  return (
    <a className="estate-docs__file" href={doc.url} download type={doc.contentType}>
      <span className="estate-docs__name">{name}</span>{' '}
      <span className="estate-docs__meta">{t('estateView.documents.pdfSize', { size: formatFileSize(doc.size, language) })}</span>
    </a>
  );
}

export function EstateDocuments({ documents, language, title }: { documents: readonly EstateDocument[]; language: Language; title: string }) {
  const { t } = useTranslation();
  const plans = documents.filter((d) => d.kind === 'floorplan');
  const docs = documents.filter((d) => d.kind === 'document');
  if (plans.length === 0 && docs.length === 0) return null;
  return (
    <div className="estate-docs">
      {plans.length > 0 ? (
        <section className="estate-docs__plans" aria-labelledby="estate-floorplans-title">
          <h2 id="estate-floorplans-title" className="estate-view__subtitle">
            {t('estateView.documents.floorPlans')}
          </h2>
          <ul className="estate-docs__plan-list">
            {plans.map((d, i) => (
              <li key={d._id}>
                {d.contentType === 'application/pdf' ? (
                  <FileLink doc={d} language={language} fallback={t('estateView.documents.floorPlanN', { n: i + 1 })} />
                ) : (
                  <a className="estate-docs__plan" href={d.url}>
                    <img
                      src={d.url.replace(/\.webp$/, '.thumb.webp')}
                      alt={d.title || t('estateView.documents.floorPlanOf', { title, n: i + 1 })}
                      width={d.width && d.height ? 400 : undefined}
                      height={d.width && d.height ? Math.round((400 * d.height) / d.width) : undefined}
                      loading="lazy"
                      decoding="async"
                    />
                    {d.title ? <span className="estate-docs__caption">{d.title}</span> : null}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {docs.length > 0 ? (
        <section className="estate-docs__documents" aria-labelledby="estate-documents-title">
          <h2 id="estate-documents-title" className="estate-view__subtitle">
            {t('estateView.documents.title')}
          </h2>
          <ul className="estate-docs__list">
            {docs.map((d, i) => (
              <li key={d._id}>
                <FileLink doc={d} language={language} fallback={t('estateView.documents.documentN', { n: i + 1 })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
