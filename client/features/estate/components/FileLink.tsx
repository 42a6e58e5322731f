// A PDF of a listing (a floor plan or a document) as a download link with its size. /media serves a
// PDF as an attachment, so the link downloads it, never opens it in our origin.
import { useTranslation } from '../../../i18n/translation.tsx';
import type { EstateDocument } from '../../../../shared/contract/documents.ts';
import type { Language } from '../../../../shared/core/constants.ts';
import { formatFileSize } from '../../../../shared/core/file-size.ts';

export function FileLink({ doc, fallback }: { doc: EstateDocument; fallback: string }) {
  const { t, language } = useTranslation();
  return (
    <a className="estate-docs__file" href={doc.url} download type={doc.contentType}>
      <span className="estate-docs__name">{doc.title || fallback}</span>{' '}
      <span className="estate-docs__meta">{t('estateView.documents.pdfSize', { size: formatFileSize(doc.size, language as Language) })}</span>
    </a>
  );
}
