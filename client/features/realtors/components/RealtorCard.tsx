import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { formatPlacement, fullName } from '../../../../shared/core/format.ts';
import type { PublicUser } from '../../../../shared/contract/users.ts';

export interface RealtorCardProps {
  realtor: PublicUser & { estates?: { published: number } };
  language: Language;
}

/** Initials drawn in a circle: the directory shows no uploaded pictures. */
export function Initials({ user }: { user: Pick<PublicUser, 'firstName' | 'lastName' | 'company'> }) {
  const text = ((user.firstName?.[0] ?? '') + (user.lastName?.[0] ?? '')).toUpperCase() || (user.company?.[0] ?? '?');
  return (
    <span className="realtor-initials" aria-hidden="true">
      {text}
    </span>
  );
}

/** A realtor or company in the directory. */
export function RealtorCard({ realtor, language }: RealtorCardProps) {
  const { t } = useTranslation();
  const name = fullName(realtor, t);
  return (
    <article className="realtor-card">
      <Initials user={realtor} />
      <div className="realtor-card__body">
        <h2 className="realtor-card__name">
          <Link to={`/realtor/${encodeURIComponent(realtor.aliasId)}`}>{realtor.company || name}</Link>
          {realtor.verified ? <span className="verified-badge"> ✓ {t('realtors.verified')}</span> : null}
        </h2>
        {realtor.company ? <p className="realtor-card__person">{name}</p> : null}
        <p className="realtor-card__place">{formatPlacement(realtor.geoData, language)}</p>
        {realtor.estates ? <p className="realtor-card__listings">{t('realtors.listings', { count: realtor.estates.published })}</p> : null}
      </div>
    </article>
  );
}
