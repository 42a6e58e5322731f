import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { fullName } from '../../../../shared/core/format.ts';
import type { EstateOwner } from '../../../../shared/contract/estates.ts';

export interface OwnerCardProps {
  owner: EstateOwner;
  /** the contact action: the new-message form, or sign-in first for visitors */
  contactHref: string;
  /** whether the visitor must sign in before writing (changes the action's wording) */
  needsSignIn: boolean;
  /** set when the visitor owns the listing: an "Edit" action replaces the contact one */
  editHref?: string | null;
}

/** Who offers the listing, with a way to write to them. */
export function OwnerCard({ owner, contactHref, needsSignIn, editHref }: OwnerCardProps) {
  const { t } = useTranslation();
  const name = fullName(owner, t);
  return (
    <section className="owner-card" aria-labelledby="owner-card-title">
      <h2 id="owner-card-title" className="estate-view__subtitle">
        {owner.isRealtor ? t('estateView.owner.realtor') : t('estateView.owner.private')}
      </h2>
      <p className="owner-card__name">
        {owner.isRealtor ? <Link to={`/realtor/${encodeURIComponent(owner.aliasId)}`}>{name}</Link> : name}
        {owner.verified ? <span className="verified-badge"> ✓ {t('estateView.owner.verified')}</span> : null}
      </p>
      {owner.company ? <p className="owner-card__company">{owner.company}</p> : null}
      {owner.phone ? (
        <p className="owner-card__phone">
          <span className="visually-hidden">{t('estateView.owner.phone')} </span>
          <a href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`}>{owner.phone}</a>
        </p>
      ) : null}
      {editHref ? (
        <>
          <p className="owner-card__hint">{t('buyers.ownListing.hint')}</p>
          <Link className="btn btn--action owner-card__edit" to={editHref}>
            {t('buyers.ownListing.edit')}
          </Link>
        </>
      ) : (
        <>
          <Link className="btn btn--action owner-card__contact" to={contactHref}>
            {owner.isRealtor ? t('buyers.contactRealtor') : t('estateView.owner.contact')}
          </Link>
          {needsSignIn ? <p className="owner-card__hint">{t('estateView.owner.signInHint')}</p> : null}
        </>
      )}
    </section>
  );
}
