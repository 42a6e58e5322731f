import { useCallback } from 'react';
import { useTranslation } from '../i18n/translation.tsx';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { Language } from '../../shared/core/constants.ts';
import { Header } from './layout/Header.tsx';
import { CurrencySwitch } from '../session/currencies/components/CurrencySwitch.tsx';
import { changeLanguage, selectLanguage } from '../session/language/slice.ts';
import { selectNewLeads, selectUnreadMessages } from '../session/unreadCount/slice.ts';
import { selectIsLoggedIn, selectRoles, selectUserData, selectViewer } from '../session/user/slice.ts';
import { fullName } from '../../shared/core/format.ts';
import { getEstate } from '../features/estate/index.ts';
import { createApiCaller, isApiError, type ApiCaller } from '../lib/api.ts';
import type { SearchByIdResult } from './layout/SearchById.tsx';

let browserCaller: ApiCaller | null = null;

export function HeaderContainer() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const language = useSelector(selectLanguage);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const user = useSelector(selectUserData);
  const unread = useSelector(selectUnreadMessages);
  const newLeads = useSelector(selectNewLeads);
  const { resources } = useSelector(selectViewer);
  const operator = useSelector(selectRoles).length > 0;

  const onLanguageChange = useCallback((lng: Language) => dispatch(changeLanguage(lng)), [dispatch]);
  // the id as typed, or the short code a card shows ("rfo9xg"): the api finds the listing and the
  // page opens at its canonical address; an id no listing has is said in the box
  const onSearchById = useCallback(
    async (text: string): Promise<SearchByIdResult> => {
      const id = text.trim();
      browserCaller ??= createApiCaller({ base: '' });
      try {
        const estate = await getEstate(browserCaller, { params: { aliasId: id } });
        navigate(`/estate/${encodeURIComponent(estate.aliasId)}`);
        return 'opened';
      } catch (err) {
        if (isApiError(err) && (err.statusCode === 404 || err.statusCode === 400)) return 'missing';
        // the api unreachable: the estate page says what happened
        navigate(`/estate/${encodeURIComponent(id)}`);
        return 'opened';
      }
    },
    [navigate],
  );

  return (
    <Header
      language={language}
      isLoggedIn={isLoggedIn}
      fullName={fullName(user, t)}
      unreadMessages={unread}
      newLeads={newLeads}
      resources={resources}
      operator={operator}
      onLanguageChange={onLanguageChange}
      onSearchById={onSearchById}
      currencySelector={<CurrencySwitch hideLabel />}
    />
  );
}
