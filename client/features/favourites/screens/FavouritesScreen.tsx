// /private/favourites: the estates the user saved that are still published, priced in their currency.
import { Link } from '../../../ui/Link.tsx';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { useCurrency } from '../../../session/currencies/index.ts';
import { useEstateCards, EstateGrid } from '../../estate/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { selectFavouriteIds, selectFavouriteList } from '../slice.ts';

export function FavouritesScreen() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const { currency } = useCurrency();
  const list = useSelector(selectFavouriteList);
  const ids = useSelector(selectFavouriteIds);
  // a heart taken off on this page removes the card at once
  const cards = useEstateCards(list.values).filter((c) => ids.includes(c.aliasId));
  return (
    <PrivatePage title={t('favourites.title')} unreadMessages={unread}>
      {list.status === 'failed' ? (
        <PageError />
      ) : list.status !== 'success' ? (
        <Spinner label={t('favourites.loading')} />
      ) : cards.length === 0 ? (
        <div className="favourites__empty">
          <p>{t('favourites.empty')}</p>
          <Link className="btn btn--action" to="/search">
            {t('favourites.search')}
          </Link>
        </div>
      ) : (
        <>
          <p role="status">{t('favourites.count', { count: cards.length })}</p>
          <EstateGrid estates={cards} language={language} currency={currency} />
        </>
      )}
    </PrivatePage>
  );
}

export default FavouritesScreen;
