// /saved-searches/unsubscribe?token=…: the page an alert mail links to. It needs no sign-in: it
// names the search the link stops and asks; the button stops its alerts (a mail client's one-click
// POST does the same without this page).
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { useHydrated } from '../../../lib/useHydrated.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { confirmUnsubscribe, selectUnsubscribe } from '../slice.ts';

export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const state = useSelector(selectUnsubscribe);
  const ready = useHydrated();
  const info = state.info;
  return (
    <div className="container unsubscribe-page">
      <h1>{t('savedSearches.unsubscribeTitle')}</h1>
      {!token || state.status === 'failed' ? (
        <p role="alert">{t('savedSearches.unsubscribeInvalid')}</p>
      ) : state.status !== 'success' || !info ? (
        <Spinner label={t('savedSearches.unsubscribeLoading')} />
      ) : state.done ? (
        <p role="status">{t('savedSearches.unsubscribeDone', { name: info.name })}</p>
      ) : !info.enabled ? (
        <p role="status">{t('savedSearches.unsubscribeAlready', { name: info.name })}</p>
      ) : (
        <>
          <p>{t('savedSearches.unsubscribeQuestion', { name: info.name })}</p>
          <ActionButton busy={state.busy} disabled={!ready} onClick={() => dispatch(confirmUnsubscribe({ token }))}>
            {t('savedSearches.unsubscribeConfirm')}
          </ActionButton>
          {state.failed ? (
            <p className="form-alert form-alert--error" role="alert">
              {t('savedSearches.unsubscribeFailed')}
            </p>
          ) : null}
        </>
      )}
      {info ? (
        <p>
          <Link to={info.url}>{t('savedSearches.openSearch')}</Link> · <Link to="/private/saved-searches">{t('savedSearches.manage')}</Link>
        </p>
      ) : null}
    </div>
  );
}

export default UnsubscribeScreen;
