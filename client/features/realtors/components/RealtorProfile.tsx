import type { ReactNode } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { formatPlacement, fullName } from '../../../../shared/core/format.ts';
import type { PublicUser } from '../../../../shared/contract/users.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { Initials } from './RealtorCard.tsx';

export interface RealtorProfileProps {
  realtor: PublicUser;
  language: Language;
  contactHref: string;
  /** the realtor's listings (grid, pagination, states) */
  children?: ReactNode;
}

/** A realtor's profile: who, where, about, a contact action, and their published listings. */
export function RealtorProfile({ realtor, language, contactHref, children }: RealtorProfileProps) {
  const { t } = useTranslation();
  const name = fullName(realtor, t);
  const about = pickLocalized(realtor.about, language);
  return (
    <article className="realtor-profile">
      <header className="realtor-profile__header">
        <Initials user={realtor} />
        <div>
          <h1 className="realtor-profile__name">
            {realtor.company || name}
            {realtor.verified ? <span className="verified-badge"> ✓ {t('realtors.verified')}</span> : null}
          </h1>
          {realtor.company ? <p className="realtor-profile__person">{name}</p> : null}
          <p className="realtor-profile__place">{formatPlacement(realtor.geoData, language)}</p>
          {realtor.phone ? (
            <p>
              <span className="visually-hidden">{t('estateView.owner.phone')} </span>
              <a href={`tel:${realtor.phone.replace(/[^\d+]/g, '')}`}>{realtor.phone}</a>
            </p>
          ) : null}
        </div>
        <Link className="btn btn--action realtor-profile__contact" to={contactHref}>
          {t('buyers.contactRealtor')}
        </Link>
      </header>
      {about ? (
        <section className="realtor-profile__about" aria-labelledby="realtor-about-title">
          <h2 id="realtor-about-title" className="section-title">
            {t('realtors.profile.about')}
          </h2>
          <p lang={about.lang}>{about.text}</p>
        </section>
      ) : null}
      <section className="realtor-profile__estates" aria-labelledby="realtor-estates-title">
        <h2 id="realtor-estates-title" className="section-title">
          {t('realtors.profile.estates')}
        </h2>
        {children}
      </section>
    </article>
  );
}
