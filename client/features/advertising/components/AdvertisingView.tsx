import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';

const OFFERS = ['topOffer', 'banner', 'guide', 'newsletter'] as const;
const STEPS = ['register', 'choose', 'publish'] as const;

/** What advertisers can book, and how to start. All text comes from locales (advertising.*). */
export function AdvertisingView() {
  const { t } = useTranslation();
  return (
    <article className="advertising">
      <header className="advertising__hero">
        <h1>{t('advertising.title')}</h1>
        <p className="advertising__lead">{t('advertising.lead')}</p>
      </header>
      <section aria-labelledby="advertising-offers">
        <h2 id="advertising-offers" className="section-title">
          {t('advertising.offersTitle')}
        </h2>
        <ul className="advertising__offers">
          {OFFERS.map((o) => (
            <li key={o} className="advertising__offer">
              <h3>{t(`advertising.offers.${o}.title`)}</h3>
              <p>{t(`advertising.offers.${o}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="advertising-steps">
        <h2 id="advertising-steps" className="section-title">
          {t('advertising.stepsTitle')}
        </h2>
        <ol className="advertising__steps">
          {STEPS.map((s) => (
            <li key={s}>{t(`advertising.steps.${s}`)}</li>
          ))}
        </ol>
      </section>
      <p className="advertising__actions">
        <Link className="btn btn--action" to="/plans">
          {t('advertising.seePlans')}
        </Link>
        <Link className="btn btn--ghost" to="/contacts">
          {t('advertising.contactUs')}
        </Link>
      </p>
    </article>
  );
}
