// /estate/:aliasId: the listing with photos, facts, description, owner and similar listings.
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { RouteMatch } from '../../../../shared/routing/routes.ts';
import { contactHref } from '../components/contactHref.ts';
import { EstateView } from '../components/EstateView.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { convertedPrice, CurrencySwitch, useCurrency } from '../../../session/currencies/index.ts';
import { useEstateCards } from '../cards.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectIsLoggedIn, selectUserData } from '../../../session/user/index.ts';
import { selectEstatePage } from '../slice.ts';
import { rememberViewed } from '../recent.ts';

export function EstateScreen({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const me = useSelector(selectUserData);
  const { currency, rates } = useCurrency();
  const page = useSelector(selectEstatePage);
  const similar = useEstateCards(page.similar.values);
  const estate = page.aliasId === match.params.aliasId ? page.estate : null;
  // "Recently viewed" in the private area: this browser remembers the listings it opened
  useEffect(() => {
    if (estate) rememberViewed(estate);
  }, [estate]);
  // the listing's statistics: one view beacon per showing, first load and navigation alike (docs/decisions/0021)
  const shownAlias = estate?.aliasId;
  useEffect(() => {
    if (shownAlias) void fetch(`/api/estate/${encodeURIComponent(shownAlias)}/view`, { method: 'POST', keepalive: true }).catch(() => undefined);
  }, [shownAlias]);

  if (!estate) {
    if (page.status === 'failed') return <PageError />;
    return <Spinner label={t('estateView.loading')} />;
  }
  return (
    <div className="container">
      <EstateView
        estate={estate}
        language={language}
        currency={currency}
        converted={convertedPrice(estate.price, estate.currency, currency, rates)}
        contactHref={contactHref(estate.owner.aliasId, estate.aliasId, isLoggedIn)}
        needsSignIn={!isLoggedIn}
        editHref={isLoggedIn && me?.aliasId === estate.owner.aliasId ? `/private/edit/${encodeURIComponent(estate.aliasId)}` : null}
        similar={page.similar.status === 'success' ? similar : null}
        currencySelector={<CurrencySwitch className="estate-view__currency" />}
        priceHistory={page.priceHistory.aliasId === estate.aliasId ? page.priceHistory.values : []}
        rates={rates}
        buyingCosts={page.buyingCosts.aliasId === estate.aliasId ? page.buyingCosts.value : null}
      />
    </div>
  );
}

export default EstateScreen;
