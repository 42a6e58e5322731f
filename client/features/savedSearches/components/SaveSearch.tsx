// "Save this search" on the search pages: a signed-in user names the search, chooses how often its
// alerts come and saves it; a visitor is sent to sign in and comes back to the same search.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { signInUrl } from '../../../../shared/routing/guards.ts';
import { selectIsLoggedIn } from '../../../session/user/index.ts';
import { saveSearch, saveSearchReset, selectSaveSearch } from '../slice.ts';

export interface SaveSearchProps {
  /** the canonical query of the search shown (the country included) */
  query: string;
  /** the name the form suggests */
  defaultName: string;
}

// the form's code comes when it opens (a click, or #save-search): not in the page's first load
const SaveSearchForm = lazy(() => import('./SaveSearchForm.tsx').then((m) => ({ default: m.SaveSearchForm })));

export function SaveSearch({ query, defaultName }: SaveSearchProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const location = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const submission = useSelector(selectSaveSearch);
  // #save-search (the place field's offer when no place matches) opens the form
  const asked = location.hash === '#save-search';
  const [open, setOpen] = useState(asked);
  const formId = useId();

  // another search: the form starts again (closed here while rendering, the saved state in the store)
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setOpen(asked);
  }
  useEffect(() => {
    dispatch(saveSearchReset());
  }, [query, dispatch]);

  if (!loggedIn) {
    return (
      <div className="save-search" id="save-search">
        <Link className="btn save-search__toggle" to={signInUrl(`${location.pathname}${location.search}`)}>
          {t('savedSearches.signInToSave')}
        </Link>
      </div>
    );
  }
  if (submission.done && submission.saved) {
    return (
      <div className="save-search">
        <p className="form-alert form-alert--success" role="status">
          {t('savedSearches.saved', { name: submission.saved.name })} <Link to="/private/saved-searches">{t('savedSearches.manage')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="save-search" id="save-search">
      <button
        type="button"
        className="btn save-search__toggle"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t('savedSearches.save')}
      </button>
      {open ? (
        // the controlled element is there at once, with the spinner while the form's chunk loads: the
        // button's aria-controls never names a missing id
        <div id={formId}>
          <Suspense fallback={<Spinner />}>
            <SaveSearchForm
              id={`${formId}-form`}
              defaultName={defaultName}
              busy={submission.busy}
              serverErrors={submission.errors}
              onCancel={() => setOpen(false)}
              onSubmit={(v) => dispatch(saveSearch({ name: v.name.trim(), frequency: v.frequency, query }))}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
