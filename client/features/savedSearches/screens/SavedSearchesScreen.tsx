// /private/saved-searches: the user's saved searches, each renamed, re-timed, paused, resumed or
// deleted in place; a loading state, an empty state with the way to the search, the page's error.
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { SavedSearchItem } from '../components/SavedSearchItem.tsx';
import { changeSavedSearch, removeSavedSearch, selectSavedSearchFailed, selectSavedSearchList, selectSavedSearchPending } from '../slice.ts';

export function SavedSearchesScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const list = useSelector(selectSavedSearchList);
  const pending = useSelector(selectSavedSearchPending);
  const failed = useSelector(selectSavedSearchFailed);
  return (
    <PrivatePage title={t('savedSearches.title')} unreadMessages={unread}>
      {list.status === 'failed' ? (
        <PageError />
      ) : list.status !== 'success' ? (
        <Spinner label={t('savedSearches.loading')} />
      ) : list.values.length === 0 ? (
        <div className="saved-searches__empty">
          <p>{t('savedSearches.empty')}</p>
          <Link className="btn btn--action" to="/search">
            {t('savedSearches.searchLink')}
          </Link>
        </div>
      ) : (
        <>
          <p role="status">{t('savedSearches.count', { count: list.values.length })}</p>
          <ul className="saved-searches">
            {list.values.map((s) => (
              <SavedSearchItem
                key={s.id}
                search={s}
                language={language}
                busy={pending.includes(s.id)}
                failed={failed === s.id}
                onChange={(patch) => dispatch(changeSavedSearch({ id: s.id, patch }))}
                onDelete={() => dispatch(removeSavedSearch({ id: s.id }))}
              />
            ))}
          </ul>
        </>
      )}
    </PrivatePage>
  );
}

export default SavedSearchesScreen;
