// The "Compare" toggle on every estate card and the estate page, and the small bar that counts the
// listings chosen and links to their comparison (issue 26, item 4). Part of every page's first-load
// JavaScript, so it stays small: the list is ./list.ts (localStorage), and the dialog that asks which
// listing to drop when a fifth is added loads only when it opens (./DropDialog.tsx, its own chunk).
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { LocalizedText } from '../../../../shared/contract/common.ts';
import { comparePath, MAX_COMPARE } from '../../../../shared/core/compare.ts';
import { useTranslation } from '../../../i18n/translation.tsx';
import { Link } from '../../../ui/Link.tsx';
import { addToCompare, compareSnapshot, removeFromCompare, serverCompareSnapshot, subscribeCompare } from '../list.ts';

const DropDialog = lazy(() => import('./DropDialog.tsx'));

/** The browser's list; empty on the server and while hydrating (the server cannot know it). */
export const useCompareList = () => useSyncExternalStore(subscribeCompare, compareSnapshot, serverCompareSnapshot);

export interface CompareToggleProps {
  aliasId: string;
  title: LocalizedText;
  variant?: 'card' | 'page';
}

export function CompareToggle({ aliasId, title, variant = 'card' }: CompareToggleProps) {
  const { t } = useTranslation();
  const list = useCompareList();
  const [asking, setAsking] = useState(false);
  const chosen = list.some((e) => e.aliasId === aliasId);
  const label = chosen ? t('compareToggle.added') : t('compareToggle.add');
  const toggle = () => {
    if (chosen) removeFromCompare(aliasId);
    else if (!addToCompare({ aliasId, title })) setAsking(true);
  };
  return (
    <>
      <button
        type="button"
        className={`compare-toggle compare-toggle--${variant}${chosen ? ' is-chosen' : ''}`}
        aria-pressed={chosen}
        aria-label={t('compareToggle.add')}
        title={label}
        data-compare={aliasId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 5h6v14H4zM14 5h6v14h-6z" fill={chosen ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
        </svg>
        {variant === 'page' ? <span className="compare-toggle__text">{label}</span> : null}
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <DropDialog entry={{ aliasId, title }} max={MAX_COMPARE} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** "Compare 3 listings": shown once the browser holds a choice, except on the compare page itself. */
export function CompareBar({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const list = useCompareList();
  if (hidden || list.length === 0) return null;
  return (
    <div className="compare-bar" role="status">
      <Link className="compare-bar__link" to={comparePath(list.map((e) => e.aliasId))}>
        {t('compareToggle.bar', { count: list.length })}
      </Link>
    </div>
  );
}
