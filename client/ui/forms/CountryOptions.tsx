import { memo, type ReactElement } from 'react';
import type { Language } from '../../../shared/constants.ts';
import { countriesSortedByName } from '../../../shared/countries.ts';

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

/** Every country as an <option>, by name in the language (sorted once per language). */
export const CountryOptions = memo(function CountryOptions({ language }: { language: Language }) {
  return <>{optionsOf(language)}</>;
});
