import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { countryName } from '../../../../shared/geo/countries.ts';
import { OPERATOR } from '../../../lib/operator.ts';

/** The operator's postal address and ways to reach them. */
export function ContactAddress({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <section className="contact-address" aria-labelledby="contact-address-title">
      <h2 id="contact-address-title" className="section-title">
        {t('contacts.addressTitle')}
      </h2>
      <address>
        <strong>{OPERATOR.company}</strong>
        <br />
        {OPERATOR.street}
        <br />
        {OPERATOR.postcode} {OPERATOR.city}
        <br />
        {countryName(OPERATOR.countryCode, language)}
      </address>
      <dl className="contact-address__ways">
        <div>
          <dt>{t('contacts.phone')}</dt>
          <dd>
            <a href={`tel:${OPERATOR.phone.replace(/[^\d+]/g, '')}`}>{OPERATOR.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contacts.email')}</dt>
          <dd>
            <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
