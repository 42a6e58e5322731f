// The home page: the aggregate of /api/pages/home shown by the UI's HomeView.
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { HomeView } from '../components/HomeView.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { selectCurrentCurrency } from '../../../session/currencies/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectHome } from '../slice.ts';

export default function HomeScreen() {
  const navigate = useNavigate();
  const language = useSelector(selectLanguage);
  const currency = useSelector(selectCurrentCurrency);
  const { data } = useSelector(selectHome);
  const onSearch = useCallback((url: string) => navigate(url), [navigate]);

  if (!data) return <Spinner />;
  return (
    <HomeView
      language={language}
      currency={currency}
      topOffers={data.topOffers}
      countries={data.countries}
      articles={data.articles}
      onSearch={onSearch}
    />
  );
}
