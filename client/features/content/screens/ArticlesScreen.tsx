// /article (Russian only): the article feed, and /news (every language): the news feed; both paged
// with real links (?page=N).
import { useTranslation } from '../../../i18n/translation.tsx';
import { useSelector } from 'react-redux';
import { Link } from '../../../ui/Link.tsx';
import { formatDate } from '../../../lib/date.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectFeed } from '../slice.ts';

const FEED_PATHS = { article: '/article', news: '/news', page: '/article' } as const;

export default function ArticlesScreen() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const feed = useSelector(selectFeed);
  const base = FEED_PATHS[feed.type];
  const hrefFor = (page: number) => (page > 1 ? `${base}?page=${page}` : base);
  const title = feed.type === 'news' ? t('buyers.news.title') : t('titles.articles');

  if (feed.status !== 'success' && feed.values.length === 0) return <Spinner />;
  return (
    <section className="article-feed container" aria-labelledby="article-feed-title">
      <h1 id="article-feed-title">{title}</h1>
      {feed.values.length === 0 ? (
        <p className="empty-state">{feed.type === 'news' ? t('buyers.news.empty') : t('home.articles.empty')}</p>
      ) : (
        <ul className="article-list">
          {feed.values.map((a) => (
            <li key={a.slug} className="article-teaser">
              <p className="article-teaser__meta">
                <span className="tag">{t(`articleTypes.${a.type}`)}</span>
                <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, language)}</time>
              </p>
              <h2 className="article-teaser__title">
                <Link to={`/article/${encodeURIComponent(a.slug)}`}>{a.title}</Link>
              </h2>
              {a.preview ? <p className="article-teaser__preview">{a.preview}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={feed.meta.page} totalPages={feed.meta.totalPages} hrefFor={hrefFor} />
    </section>
  );
}
