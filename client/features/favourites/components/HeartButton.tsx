// The favourites heart: a toggle button (aria-pressed) named for what it does; works for visitors
// (kept in the browser) and signed-in users (kept in the account).
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { useHydrated } from '../../../lib/useHydrated.ts';
import { selectFavouriteIds, toggleFavourite } from '../slice.ts';

/** The heart's outline, defined once per document (HeartSymbol) and drawn by every heart with <use>. */
export const HEART_SYMBOL_ID = 'heart-symbol';

/**
 * The heart's shape, once per page (client/app/AppShell.tsx): a page of cards drew the same path
 * sixteen times, a twentieth of the search document (docs/decisions/0010).
 */
export function HeartSymbol() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <symbol id={HEART_SYMBOL_ID} viewBox="0 0 24 24">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </symbol>
    </svg>
  );
}

export function HeartButton({ aliasId, variant = 'card' }: { aliasId: string; variant?: 'card' | 'page' }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  // the server knows no visitor's browser list: until hydrated every heart renders as the server's did
  const hydrated = useHydrated();
  const saved = useSelector(selectFavouriteIds).includes(aliasId) && hydrated;
  return (
    <button
      type="button"
      className={`heart-button heart-button--${variant}${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={t('favourites.save')}
      title={saved ? t('favourites.saved') : t('favourites.save')}
      onClick={() => dispatch(toggleFavourite({ aliasId }))}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <use href={`#${HEART_SYMBOL_ID}`} fill={saved ? 'currentColor' : 'none'} />
      </svg>
      {variant === 'page' ? <span className="heart-button__text">{saved ? t('favourites.saved') : t('favourites.save')}</span> : null}
    </button>
  );
}
