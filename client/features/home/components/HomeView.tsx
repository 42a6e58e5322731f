import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ARTICLE_TYPES } from '../../../../shared/core/constants.ts';
import type { ArticleType, Currency, Language } from '../../../../shared/core/constants.ts';
import { formatNumber } from '../../../../shared/core/format.ts';
import { formatDate } from '../../../lib/date.ts';
import type { ArticleTeaser } from '../types.ts';
import { EstateCard, type EstateCardData } from '../../estate/index.ts';
import { Flag } from '../../../ui/Flag.tsx';
import { HomeSearch } from './HomeSearch.tsx';

export interface HomeCountry {
  /** ISO alpha-2 */
  code: string;
  /** the name in the current language */
  name: string;
  /** published listings in the country */
  count: number;
}

export interface HomeViewProps {
  language: Language;
  currency: Currency;
  topOffers: EstateCardData[];
  countries: HomeCountry[];
  /** the latest articles and news; null hides the section (e.g. no feed in this language) */
  articles: ArticleTeaser[] | null;
  /** called with the search URL to open (`/search…` with its query); the container navigates */
  onSearch(query: string): void;
}

const isArticleType = (type: unknown): type is ArticleType => (ARTICLE_TYPES as readonly unknown[]).includes(type);

function Empty({ text }: { text: string }) {
  return <p className="empty-state">{text}</p>;
}

function TopOffers({ offers, language, currency }: { offers: EstateCardData[]; language: Language; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <section className="home-section container" aria-labelledby="home-top-offers">
      <div className="home-section__head">
        <h2 id="home-top-offers">{t('home.topOffers.title')}</h2>
        <Link to="/search" className="home-section__more">
          {t('home.topOffers.all')}
        </Link>
      </div>
      {offers.length === 0 ? (
        <Empty text={t('home.topOffers.empty')} />
      ) : (
        <ul className="card-grid">
          {offers.map((estate, i) => (
            <li key={estate.aliasId}>
              <EstateCard estate={estate} language={language} currency={currency} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Countries({ countries, language }: { countries: HomeCountry[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <section className="home-section container" aria-labelledby="home-countries">
      <div className="home-section__head">
        <h2 id="home-countries">{t('home.countries.title')}</h2>
        <Link to="/countries" className="home-section__more">
          {t('home.countries.all')}
        </Link>
      </div>
      {countries.length === 0 ? (
        <Empty text={t('home.countries.empty')} />
      ) : (
        <ul className="country-grid">
          {countries.map((c) => (
            <li key={c.code} className="country-tile">
              <Flag code={c.code} width={36} />
              <div className="country-tile__text">
                <Link to={`/search/${c.code}`} className="country-tile__name">
                  {c.name}
                </Link>
                <span className="country-tile__count">
                  {t('home.countries.listings', { count: c.count, value: formatNumber(c.count, language) })}
                </span>
              </div>
              <Link to={`/countries/${c.code}`} className="country-tile__guide" aria-label={t('home.countries.guideFor', { country: c.name })}>
                {t('home.countries.guide')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Articles({ articles, language }: { articles: ArticleTeaser[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <section className="home-section container" aria-labelledby="home-articles">
      <div className="home-section__head">
        <h2 id="home-articles">{t('home.articles.title')}</h2>
        <p className="home-section__more">
          {language === 'ru' ? (
            <>
              <Link to="/article">{t('home.articles.all')}</Link>{' '}
            </>
          ) : null}
          <Link to="/news">{t('buyers.news.all')}</Link>
        </p>
      </div>
      {articles.length === 0 ? (
        <Empty text={t('home.articles.empty')} />
      ) : (
        <ul className="article-list">
          {articles.map((a) => (
            <li key={a.slug} className="article-teaser">
              <p className="article-teaser__meta">
                {isArticleType(a.type) ? <span className="tag">{t(`articleTypes.${a.type}`)}</span> : null}
                <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, language)}</time>
              </p>
              <h3 className="article-teaser__title">
                <Link to={`/article/${encodeURIComponent(a.slug)}`}>{a.title}</Link>
              </h3>
              {a.preview ? <p className="article-teaser__preview">{a.preview}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The home page: hero with the simple search, top offers, countries, latest articles and news. */
export function HomeView({ language, currency, topOffers, countries, articles, onSearch }: HomeViewProps) {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-hero-title">
        <div className="container hero__inner">
          <h1 id="home-hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__subtitle">{t('home.hero.subtitle')}</p>
          <HomeSearch language={language} currency={currency} onSearch={onSearch} />
        </div>
      </section>
      <TopOffers offers={topOffers} language={language} currency={currency} />
      <Countries countries={countries} language={language} />
      {articles !== null ? <Articles articles={articles} language={language} /> : null}
    </div>
  );
}
