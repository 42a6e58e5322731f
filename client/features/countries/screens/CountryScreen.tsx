// /countries/:countryCode: the country guide (text and banner) and the way to its listings.
import { useSelector } from 'react-redux';
import type { RouteMatch } from '../../../../shared/routing/routes.ts';
import { normalizeCountryCode } from '../../../../shared/geo/countries.ts';
import { CountryGuide } from '../components/CountryGuide.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectCountryGuide, guideKey } from '../slice.ts';

export function CountryScreen({ match }: { match: RouteMatch }) {
  const language = useSelector(selectLanguage);
  const guide = useSelector(selectCountryGuide);
  const cc = normalizeCountryCode(match.params.countryCode);
  const info = cc && guide.key === guideKey(cc, language) ? guide.info : null;

  if (!cc || !info) return guide.status === 'failed' ? <PageError /> : <Spinner />;
  return (
    <div className="container">
      <CountryGuide countryCode={cc} language={language} fullText={info.fullText} banner={info.info} />
    </div>
  );
}

export default CountryScreen;
