// The import's problems and failures in the user's language. Readers and the engine store a stable
// code, the field and an English message with the offending value; answers carry the text of the
// code in the caller's language, followed by that detail (values are the feed's own, never translated).
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import type { ImportProblem } from '../../shared/contract/import.ts';

type Texts = Record<Language, string>;

const T = (en: string, de: string, es: string, ru: string): Texts => ({ en, de, es, ru });

export const PROBLEM_TEXTS: Readonly<Record<string, Texts>> = {
  // the readers (api/import/formats/common.ts FEED_PROBLEM_CODES)
  MISSING_VALUE: T('A required value is missing', 'Ein Pflichtwert fehlt', 'Falta un valor obligatorio', 'Не указано обязательное значение'),
  INVALID_VALUE: T('The value cannot be read', 'Der Wert ist nicht lesbar', 'El valor no se puede leer', 'Значение не удаётся прочитать'),
  UNMAPPED_VALUE: T(
    'The value has no match on our site and was left out',
    'Für den Wert gibt es bei uns keine Entsprechung; er wurde weggelassen',
    'El valor no tiene equivalente en nuestro sitio y se ha omitido',
    'Значению нет соответствия на нашем сайте, оно пропущено',
  ),
  UNSUPPORTED_CURRENCY: T(
    'The currency is not supported (eur, usd, rub)',
    'Die Währung wird nicht unterstützt (eur, usd, rub)',
    'La moneda no es compatible (eur, usd, rub)',
    'Валюта не поддерживается (eur, usd, rub)',
  ),
  UNSUPPORTED_LANGUAGE: T(
    'Text in this language is not shown on our site',
    'Texte in dieser Sprache zeigt unsere Seite nicht an',
    'Nuestro sitio no muestra textos en este idioma',
    'Текст на этом языке сайт не показывает',
  ),
  NOT_IN_MODEL: T(
    'Our listings have no such field; the value was left out',
    'Dieses Feld gibt es in unseren Anzeigen nicht; der Wert wurde weggelassen',
    'Nuestros anuncios no tienen este campo; el valor se ha omitido',
    'В наших объявлениях нет такого поля, значение пропущено',
  ),
  DERIVED_VALUE: T(
    'The value was derived from other fields',
    'Der Wert wurde aus anderen Feldern abgeleitet',
    'El valor se ha deducido de otros campos',
    'Значение выведено из других полей',
  ),
  TRUNCATED: T('The text was shortened to fit', 'Der Text wurde gekürzt', 'El texto se ha acortado', 'Текст сокращён'),
  TOO_MANY_PHOTOS: T(
    'Too many photos: the rest were left out',
    'Zu viele Fotos: der Rest wurde weggelassen',
    'Demasiadas fotos: el resto se ha omitido',
    'Слишком много фото, остальные пропущены',
  ),
  UNKNOWN_COLUMN: T('Unknown column, ignored', 'Unbekannte Spalte, ignoriert', 'Columna desconocida, ignorada', 'Неизвестный столбец, пропущен'),
  DUPLICATE_ID: T(
    'The same id appears twice in the file; the later listing was skipped',
    'Dieselbe ID kommt zweimal in der Datei vor; die spätere Anzeige wurde übersprungen',
    'El mismo id aparece dos veces en el archivo; se ha omitido el anuncio posterior',
    'Один и тот же id встречается в файле дважды, более позднее объявление пропущено',
  ),
  // the estate model's checks
  REQUIRED: T('A required value is missing', 'Ein Pflichtwert fehlt', 'Falta un valor obligatorio', 'Не указано обязательное значение'),
  INVALID: T('The value is not allowed here', 'Der Wert ist hier nicht zulässig', 'El valor no está permitido aquí', 'Недопустимое значение'),
  UNKNOWN_COUNTRY: T('Unknown country', 'Unbekanntes Land', 'País desconocido', 'Неизвестная страна'),
  LESS_THAN_LIVING_SPACE: T(
    'The total area is less than the living area',
    'Die Gesamtfläche ist kleiner als die Wohnfläche',
    'La superficie total es menor que la útil',
    'Общая площадь меньше жилой',
  ),
  NO_EXCHANGE_RATE: T(
    'No exchange rate for this currency',
    'Kein Wechselkurs für diese Währung',
    'No hay tipo de cambio para esta moneda',
    'Нет курса для этой валюты',
  ),
  WRITE_FAILED: T(
    'The listing could not be saved',
    'Die Anzeige konnte nicht gespeichert werden',
    'No se ha podido guardar el anuncio',
    'Не удалось сохранить объявление',
  ),
  // photos
  PHOTO_URL_INVALID: T(
    'The photo address is not an http(s) URL',
    'Die Fotoadresse ist keine http(s)-URL',
    'La dirección de la foto no es una URL http(s)',
    'Адрес фото — не http(s)-ссылка',
  ),
  PHOTO_URL_PRIVATE: T(
    'The photo address points into a private network',
    'Die Fotoadresse zeigt in ein privates Netz',
    'La dirección de la foto apunta a una red privada',
    'Адрес фото ведёт во внутреннюю сеть',
  ),
  PHOTO_DOWNLOAD_FAILED: T(
    'The photo could not be downloaded',
    'Das Foto konnte nicht geladen werden',
    'No se ha podido descargar la foto',
    'Не удалось скачать фото',
  ),
  PHOTO_TOO_LARGE: T(
    'The photo file is too large',
    'Die Fotodatei ist zu groß',
    'El archivo de la foto es demasiado grande',
    'Файл фото слишком большой',
  ),
  PHOTO_TIMEOUT: T(
    'The photo download took too long',
    'Das Laden des Fotos dauerte zu lange',
    'La descarga de la foto ha tardado demasiado',
    'Фото загружалось слишком долго',
  ),
  PHOTO_TOO_MANY_REDIRECTS: T(
    'The photo address redirects too often',
    'Die Fotoadresse leitet zu oft weiter',
    'La dirección de la foto redirige demasiadas veces',
    'Адрес фото слишком часто перенаправляет',
  ),
  PHOTO_UNREADABLE: T(
    'The file is not a JPEG, PNG or WebP image',
    'Die Datei ist kein JPEG-, PNG- oder WebP-Bild',
    'El archivo no es una imagen JPEG, PNG o WebP',
    'Файл не является изображением JPEG, PNG или WebP',
  ),
  PHOTO_MISSING: T('The photo is missing from the archive', 'Das Foto fehlt im Archiv', 'La foto no está en el archivo', 'Фото нет в архиве'),
};

/** Why an import failed, by code. */
export const FAILURE_TEXTS: Readonly<Record<string, Texts>> = {
  FILE_MISSING: T(
    'The uploaded file is no longer there; upload it again',
    'Die hochgeladene Datei ist nicht mehr vorhanden; bitte erneut hochladen',
    'El archivo subido ya no está; súbalo de nuevo',
    'Загруженного файла больше нет, загрузите его снова',
  ),
  FEED_UNREADABLE: T(
    'The file could not be read',
    'Die Datei konnte nicht gelesen werden',
    'No se ha podido leer el archivo',
    'Не удалось прочитать файл',
  ),
  INTERRUPTED: T(
    'The import was interrupted too often and stopped',
    'Der Import wurde zu oft unterbrochen und angehalten',
    'La importación se interrumpió demasiadas veces y se detuvo',
    'Импорт прерывался слишком часто и остановлен',
  ),
  INTERNAL: T(
    'The import failed unexpectedly',
    'Der Import ist unerwartet fehlgeschlagen',
    'La importación ha fallado inesperadamente',
    'Импорт неожиданно завершился ошибкой',
  ),
};

export function languageOf(l: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(l ?? '') ? (l as Language) : 'en';
}

/** A stored problem with its message in `lng`: the code's text, then the reader's detail. */
export function localizeProblem(p: ImportProblem, lng: Language): ImportProblem {
  const text = PROBLEM_TEXTS[p.code]?.[lng];
  if (!text) return p;
  return { ...p, message: p.message && lng !== 'en' ? `${text} (${p.message})` : p.message ? `${text}: ${p.message}` : text };
}

export function localizeFailure(code: string | null, english: string | null, lng: Language): string | null {
  if (!code && !english) return null;
  return (code && FAILURE_TEXTS[code]?.[lng]) ?? english;
}
