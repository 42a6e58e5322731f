// /realtor/:aliasId: the profile and the realtor's published listings, paged (?page=).
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { RouteMatch } from '../../../../shared/routing/routes.ts';
import { contactHref, EstateGrid, useEstateCards } from '../../estate/index.ts';
import { RealtorProfile } from '../components/RealtorProfile.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useCurrency } from '../../../session/currencies/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectIsLoggedIn } from '../../../session/user/index.ts';
import { profileUrl } from '../query.ts';
import { selectRealtorProfile } from '../slice.ts';

export function RealtorScreen({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const { currency } = useCurrency();
  const profile = useSelector(selectRealtorProfile);
  const cards = useEstateCards(profile.estates.values);
  const user = profile.aliasId === match.params.aliasId ? profile.user : null;

  if (!user) return profile.status === 'failed' ? <PageError /> : <Spinner />;
  const { estates } = profile;
  return (
    <div className="container">
      <RealtorProfile realtor={user} language={language} contactHref={contactHref(user.aliasId, null, isLoggedIn)}>
        {estates.status === 'failed' ? (
          <p className="empty-state" role="alert">
            {t('realtors.profile.estatesFailed')}
          </p>
        ) : estates.status !== 'success' && cards.length === 0 ? (
          <Spinner />
        ) : cards.length === 0 ? (
          <p className="empty-state">{t('realtors.profile.noEstates')}</p>
        ) : (
          <div aria-busy={estates.status === 'fetching' || undefined}>
            <EstateGrid estates={cards} language={language} currency={currency} />
            <Pagination
              page={estates.meta.page}
              totalPages={estates.meta.totalPages}
              hrefFor={(page) => profileUrl(user.aliasId, page)}
              label={t('realtors.profile.pages')}
            />
          </div>
        )}
      </RealtorProfile>
    </div>
  );
}

export default RealtorScreen;
