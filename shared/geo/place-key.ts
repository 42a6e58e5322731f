// The search key of a place name (decision 0014): accents and other marks of Latin letters
// stripped and lower case (Málaga → malaga, Zürich → zurich, ß → ss), Cyrillic kept but ё read as е, anything that is
// not a letter or a digit one space. The same function exists in SQL as place_key() (migration
// 011_places.sql) with the very same character table, so a key made by the database (a city an
// import names) equals the one made here; test/unit/places-match.test.ts checks that they agree.

/** Letters mapped one to one, in the order of PLACE_KEY_TO (SQL translate()). */
export const PLACE_KEY_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžØøĐđŁłıĦħŦŧȘșȚțЁёАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯІЇЄҐЎABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const PLACE_KEY_TO =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzooddllihhttssttееабвгдежзийклмнопрстуфхцчшщъыьэюяіїєґўabcdefghijklmnopqrstuvwxyz';
/** Letters that become two (SQL replace(), applied first). */
export const PLACE_KEY_PAIRS: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
];

const MAP = new Map<string, string>();
{
  const from = [...PLACE_KEY_FROM];
  const to = [...PLACE_KEY_TO];
  from.forEach((c, i) => MAP.set(c, to[i]));
}

/** Anything but these becomes a space. */
const NOT_KEPT = /[^a-z0-9а-яіїєґў]+/g;

/** The search key of a name: "Málaga" → "malaga", "Zell am See" → "zell am see", "Ёлки" → "елки". */
export function placeKey(name: string): string {
  let s = name;
  for (const [from, to] of PLACE_KEY_PAIRS) s = s.split(from).join(to);
  let out = '';
  for (const c of s) out += MAP.get(c) ?? c;
  return out.toLowerCase().replace(NOT_KEPT, ' ').trim();
}

/** A slug of a name for place ids: "Santa Cruz de Tenerife" → "santa-cruz-de-tenerife". */
export function placeSlug(name: string): string {
  return placeKey(name).replace(/ /g, '-');
}
