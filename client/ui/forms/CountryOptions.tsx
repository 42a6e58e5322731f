import { memo, type ReactElement } from 'react';
import type { Language } from '../../../shared/core/constants.ts';
import { countriesSortedByName } from '../../../shared/geo/countries.ts';
import { useHydrated } from '../../lib/useHydrated.ts';

/** Per language, the <option> elements (built once: elements are immutable, every render reuses them). */
const options = new Map<Language, ReactElement[]>();

function optionsOf(language: Language): ReactElement[] {
  let list = options.get(language);
  if (!list) {
    list = countriesSortedByName(language).map((c) => (
      <option key={c.code} value={c.code}>
        {c.names[language]}
      </option>
    ));
    options.set(language, list);
  }
  return list;
}

/**
 * Every country as an <option>, by name in the language (sorted once per language). The server
 * (and the hydration that must match it) writes only the selected country's option: a closed select
 * shows nothing else, the form works only once the app runs, and the 250 options were a fifth of
 * the search page's elements. Right after hydration the whole list is there.
 */
export const CountryOptions = memo(function CountryOptions({ language, selected }: { language: Language; selected?: string }) {
  const hydrated = useHydrated();
  const list = optionsOf(language);
  if (hydrated) return <>{list}</>;
  const chosen = selected ? list.find((o) => o.key === selected) : undefined;
  return chosen ?? null;
});
