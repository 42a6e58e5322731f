export interface StaticPageViewProps {
  title: string;
  /** sanitized HTML from the api (terms, privacy policy, imprint, …) */
  html: string;
}

/** A legal or informational page: its title and the api's sanitized HTML body. */
export function StaticPageView({ title, html }: StaticPageViewProps) {
  return (
    <article className="static-page container">
      <h1 className="static-page__title">{title}</h1>
      {/* the api sanitizes this HTML (sanitize-html) before it is stored or sent */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
