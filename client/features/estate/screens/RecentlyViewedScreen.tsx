// /private/recently-viewed: the listings this browser opened last, newest first, priced in the
// visitor's currency (client/features/estate/recent.ts keeps them; nothing is stored on the server).
// The list is read after hydration: the server cannot see the browser's storage.
import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { Link } from '../../../ui/Link.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useCurrency } from '../../../session/currencies/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { useEstateCards, type CardSource } from '../cards.ts';
import { EstateGrid } from '../components/EstateGrid.tsx';
import { clearRecentlyViewed, recentlyViewedSnapshot, subscribeRecentlyViewed } from '../recent.ts';

export function RecentlyViewedScreen() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const { currency } = useCurrency();
  // null on the server and while hydrating: the server cannot see the browser's storage
  const list = useSyncExternalStore<CardSource[] | null>(subscribeRecentlyViewed, recentlyViewedSnapshot, () => null);
  const cards = useEstateCards(list);

  return (
    <PrivatePage title={t('estateView.recentlyViewed.title')} unreadMessages={unread}>
      {list === null ? (
        <Spinner label={t('estateView.recentlyViewed.loading')} />
      ) : cards.length === 0 ? (
        <div className="favourites__empty">
          <p>{t('estateView.recentlyViewed.empty')}</p>
          <Link className="btn btn--action" to="/search">
            {t('estateView.recentlyViewed.search')}
          </Link>
        </div>
      ) : (
        <>
          <p role="status">{t('estateView.recentlyViewed.count', { count: cards.length })}</p>
          <p className="estate-view__note">{t('estateView.recentlyViewed.onlyHere')}</p>
          <EstateGrid estates={cards} language={language} currency={currency} />
          <button type="button" className="btn" onClick={clearRecentlyViewed}>
            {t('estateView.recentlyViewed.clear')}
          </button>
        </>
      )}
    </PrivatePage>
  );
}

export default RecentlyViewedScreen;
