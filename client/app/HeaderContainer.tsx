import { useCallback } from 'react';
import { useTranslation } from '../i18n/translation.tsx';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { Language } from '../../shared/core/constants.ts';
import { Header } from './layout/Header.tsx';
import { CurrencySwitch } from '../session/currencies/components/CurrencySwitch.tsx';
import { changeLanguage, selectLanguage } from '../session/language/slice.ts';
import { selectUnreadMessages } from '../session/unreadCount/slice.ts';
import { selectIsLoggedIn, selectUserData, selectViewer } from '../session/user/slice.ts';
import { fullName } from '../../shared/core/format.ts';

export function HeaderContainer() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const language = useSelector(selectLanguage);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const user = useSelector(selectUserData);
  const unread = useSelector(selectUnreadMessages);
  const { resources } = useSelector(selectViewer);

  const onLanguageChange = useCallback((lng: Language) => dispatch(changeLanguage(lng)), [dispatch]);
  const onSearchById = useCallback(
    (text: string) => {
      const id = text.trim();
      if (id) navigate(`/estate/${encodeURIComponent(id)}`);
    },
    [navigate],
  );

  return (
    <Header
      language={language}
      isLoggedIn={isLoggedIn}
      fullName={fullName(user, t)}
      unreadMessages={unread}
      resources={resources}
      onLanguageChange={onLanguageChange}
      onSearchById={onSearchById}
      currencySelector={<CurrencySwitch hideLabel />}
    />
  );
}
