import { Link } from 'react-router-dom';
import type { Language } from '../../../shared/constants.ts';
import type { Article } from '../../../shared/types.ts';
import { formatDate } from '../content/date.ts';

export interface ArticleFeedListProps {
  articles: readonly Article[];
  language: Language;
}

/** The article feed: picture, date, title and teaser, each linking to the article. */
export function ArticleFeedList({ articles, language }: ArticleFeedListProps) {
  return (
    <ul className="article-feed">
      {articles.map((a) => (
        <li key={a._id} className="article-feed__item">
          <article className="article-teaser">
            {a.image ? <img className="article-teaser__image" src={a.image} alt="" loading="lazy" /> : null}
            <div className="article-teaser__body">
              <time className="article-teaser__date" dateTime={a.publishedAt}>{formatDate(a.publishedAt, language)}</time>
              <h2 className="article-teaser__title" lang={a.language}>
                <Link to={`/article/${encodeURIComponent(a.slug)}`}>{a.title}</Link>
              </h2>
              {a.preview ? <p className="article-teaser__preview" lang={a.language}>{a.preview}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
