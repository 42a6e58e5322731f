// Cities the place catalogue (api/places/catalog.ts) knows beyond the demo data's (api/places/cities.ts):
// searchable in every language with their exonyms and the spellings people type without umlauts, but
// never drawn by the seed, so the demo listings stay as they are. Germany first: "München" found
// nothing (issue 21.7b). Data only.

export interface ExtraCity {
  /** English name */
  name: string;
  ru: string;
  de?: string;
  es?: string;
  /** the region's English name (its translations in catalog.ts REGIONS) */
  area: string;
  lat: number;
  lng: number;
  aliases?: readonly string[];
}

export const EXTRA_CITIES: Readonly<Record<string, readonly ExtraCity[]>> = {
  DE: [
    { name: 'Berlin', ru: 'Берлин', es: 'Berlín', area: 'Berlin', lat: 52.52, lng: 13.405 },
    {
      name: 'Munich',
      ru: 'Мюнхен',
      de: 'München',
      es: 'Múnich',
      area: 'Bavaria',
      lat: 48.1374,
      lng: 11.5755,
      aliases: ['Muenchen', 'Monaco di Baviera'],
    },
    { name: 'Hamburg', ru: 'Гамбург', es: 'Hamburgo', area: 'Hamburg', lat: 53.5511, lng: 9.9937 },
    {
      name: 'Frankfurt',
      ru: 'Франкфурт-на-Майне',
      de: 'Frankfurt am Main',
      es: 'Fráncfort',
      area: 'Hesse',
      lat: 50.1109,
      lng: 8.6821,
      aliases: ['Франкфурт'],
    },
    { name: 'Cologne', ru: 'Кёльн', de: 'Köln', es: 'Colonia', area: 'North Rhine-Westphalia', lat: 50.9375, lng: 6.9603, aliases: ['Koeln'] },
    { name: 'Düsseldorf', ru: 'Дюссельдорф', area: 'North Rhine-Westphalia', lat: 51.2277, lng: 6.7735, aliases: ['Duesseldorf'] },
    { name: 'Stuttgart', ru: 'Штутгарт', area: 'Baden-Württemberg', lat: 48.7758, lng: 9.1829 },
    { name: 'Dresden', ru: 'Дрезден', es: 'Dresde', area: 'Saxony', lat: 51.0504, lng: 13.7373 },
    { name: 'Leipzig', ru: 'Лейпциг', area: 'Saxony', lat: 51.3397, lng: 12.3731 },
    { name: 'Nuremberg', ru: 'Нюрнберг', de: 'Nürnberg', es: 'Núremberg', area: 'Bavaria', lat: 49.4521, lng: 11.0767, aliases: ['Nuernberg'] },
  ],
};
