import { memo } from 'react';
import type { Language } from '../../../shared/constants.ts';
import { countriesSortedByName, type CountryEntry } from '../../../shared/countries.ts';

const sorted = new Map<Language, CountryEntry[]>();

/** Every country as an <option>, by name in the language (sorted once per language). */
export const CountryOptions = memo(function CountryOptions({ language }: { language: Language }) {
  let list = sorted.get(language);
  if (!list) {
    list = countriesSortedByName(language);
    sorted.set(language, list);
  }
  return (
    <>
      {list.map((c) => (
        <option key={c.code} value={c.code}>
          {c.names[language]}
        </option>
      ))}
    </>
  );
});
