// Titles and descriptions of the demo estates in en, de, ru and es, put together from phrase parts so
// the listings read differently from one another. Phrases avoid grammatical agreement with the
// estate type (prepositional "with pool", noun lists), so every combination stays correct.
import type { Language } from '../../shared/core/constants.ts';
import type { EstateType } from '../../shared/search/facets.ts';
import type { Rng } from './estates-random.ts';
import type { DemoCity } from './estates-places.ts';

type Texts = Record<Language, string>;
const LANGS: readonly Language[] = ['en', 'de', 'ru', 'es'];

const TYPE_NAMES: Record<EstateType, Texts> = {
  villa: { en: 'Villa', de: 'Villa', ru: 'Вилла', es: 'Villa' },
  'one-family-house': { en: 'Detached house', de: 'Einfamilienhaus', ru: 'Дом', es: 'Casa unifamiliar' },
  'two-family-house': { en: 'Two-family house', de: 'Zweifamilienhaus', ru: 'Дом на две семьи', es: 'Casa bifamiliar' },
  castle: { en: 'Castle', de: 'Schloss', ru: 'Замок', es: 'Castillo' },
  'smart-home': { en: 'Smart home', de: 'Smart Home', ru: 'Умный дом', es: 'Casa inteligente' },
  apartment: { en: 'Apartment', de: 'Wohnung', ru: 'Квартира', es: 'Apartamento' },
  room: { en: 'Room', de: 'Zimmer', ru: 'Комната', es: 'Habitación' },
  'shared-flat': { en: 'Room in a shared flat', de: 'WG-Zimmer', ru: 'Комната в общей квартире', es: 'Habitación en piso compartido' },
  'elite-apartment': { en: 'Luxury apartment', de: 'Luxuswohnung', ru: 'Элитная квартира', es: 'Apartamento de lujo' },
  office: { en: 'Office', de: 'Büro', ru: 'Офис', es: 'Oficina' },
  shop: { en: 'Shop', de: 'Ladenlokal', ru: 'Магазин', es: 'Local comercial' },
  cafe: { en: 'Café', de: 'Café', ru: 'Кафе', es: 'Cafetería' },
  hotel: { en: 'Hotel', de: 'Hotel', ru: 'Отель', es: 'Hotel' },
  'income-property': { en: 'Income property', de: 'Renditeobjekt', ru: 'Доходный дом', es: 'Inmueble de inversión' },
  warehouse: { en: 'Warehouse', de: 'Lagerhalle', ru: 'Склад', es: 'Nave de almacén' },
  production: { en: 'Production site', de: 'Produktionshalle', ru: 'Производственное помещение', es: 'Nave industrial' },
  plot: { en: 'Building plot', de: 'Baugrundstück', ru: 'Земельный участок', es: 'Terreno edificable' },
  'holiday-home': { en: 'Holiday home', de: 'Ferienhaus', ru: 'Дом для отдыха', es: 'Casa de vacaciones' },
  other: { en: 'Property', de: 'Immobilie', ru: 'Объект недвижимости', es: 'Inmueble' },
};

/** Highlights an estate may have; each has a "with …" phrase for titles and a noun for lists. */
export const HIGHLIGHTS = {
  pool: {
    with: { en: 'with pool', de: 'mit Pool', ru: 'с бассейном', es: 'con piscina' },
    noun: { en: 'swimming pool', de: 'Pool', ru: 'бассейн', es: 'piscina' },
  },
  seaView: {
    with: { en: 'with sea view', de: 'mit Meerblick', ru: 'с видом на море', es: 'con vistas al mar' },
    noun: { en: 'sea view', de: 'Meerblick', ru: 'вид на море', es: 'vistas al mar' },
  },
  mountainView: {
    with: { en: 'with mountain view', de: 'mit Bergblick', ru: 'с видом на горы', es: 'con vistas a la montaña' },
    noun: { en: 'mountain view', de: 'Bergblick', ru: 'вид на горы', es: 'vistas a la montaña' },
  },
  lakeView: {
    with: { en: 'with lake view', de: 'mit Seeblick', ru: 'с видом на озеро', es: 'con vistas al lago' },
    noun: { en: 'lake view', de: 'Seeblick', ru: 'вид на озеро', es: 'vistas al lago' },
  },
  garden: {
    with: { en: 'with garden', de: 'mit Garten', ru: 'с садом', es: 'con jardín' },
    noun: { en: 'garden', de: 'Garten', ru: 'сад', es: 'jardín' },
  },
  balcony: {
    with: { en: 'with balcony', de: 'mit Balkon', ru: 'с балконом', es: 'con balcón' },
    noun: { en: 'balcony', de: 'Balkon', ru: 'балкон', es: 'balcón' },
  },
  fireplace: {
    with: { en: 'with fireplace', de: 'mit Kamin', ru: 'с камином', es: 'con chimenea' },
    noun: { en: 'fireplace', de: 'Kamin', ru: 'камин', es: 'chimenea' },
  },
  sauna: {
    with: { en: 'with sauna', de: 'mit Sauna', ru: 'с сауной', es: 'con sauna' },
    noun: { en: 'sauna', de: 'Sauna', ru: 'сауна', es: 'sauna' },
  },
  lift: {
    with: { en: 'with lift', de: 'mit Aufzug', ru: 'с лифтом', es: 'con ascensor' },
    noun: { en: 'lift', de: 'Aufzug', ru: 'лифт', es: 'ascensor' },
  },
  airConditioning: {
    with: { en: 'with air conditioning', de: 'mit Klimaanlage', ru: 'с кондиционером', es: 'con aire acondicionado' },
    noun: { en: 'air conditioning', de: 'Klimaanlage', ru: 'кондиционер', es: 'aire acondicionado' },
  },
  underfloor: {
    with: { en: 'with underfloor heating', de: 'mit Fußbodenheizung', ru: 'с тёплым полом', es: 'con suelo radiante' },
    noun: { en: 'underfloor heating', de: 'Fußbodenheizung', ru: 'тёплый пол', es: 'suelo radiante' },
  },
  parking: {
    with: { en: 'with parking', de: 'mit Stellplatz', ru: 'с парковкой', es: 'con aparcamiento' },
    noun: { en: 'parking', de: 'Stellplatz', ru: 'парковка', es: 'aparcamiento' },
  },
  wineCellar: {
    with: { en: 'with wine cellar', de: 'mit Weinkeller', ru: 'с винным погребом', es: 'con bodega' },
    noun: { en: 'wine cellar', de: 'Weinkeller', ru: 'винный погреб', es: 'bodega' },
  },
  oldTown: {
    with: { en: 'in the old town', de: 'in der Altstadt', ru: 'в старом городе', es: 'en el casco antiguo' },
    noun: { en: 'old-town location', de: 'Altstadtlage', ru: 'исторический центр', es: 'casco antiguo' },
  },
} as const satisfies Record<string, { with: Texts; noun: Texts }>;
export type Highlight = keyof typeof HIGHLIGHTS;

export interface TextInput {
  dealType: 'sale' | 'rent' | 'sublet';
  estateType: EstateType;
  city: DemoCity;
  rooms: number;
  livingSpace: number;
  buildYear: number;
  condition: string;
  highlights: Highlight[];
  distances: { sea?: number; airport?: number; centre?: number; shops?: number; skiSlopes?: number };
  priceNegotiable: boolean;
  availableFrom?: string;
}

const cityName = (city: DemoCity, lng: Language): string =>
  lng === 'ru' ? city.ru : ((lng === 'de' ? city.de : lng === 'es' ? city.es : undefined) ?? city.name);
const lower = (s: string, lng: Language): string => (lng === 'de' ? s : s.charAt(0).toLowerCase() + s.slice(1));
const km = (n: number, lng: Language): string => (lng === 'en' ? n.toFixed(1) : n.toFixed(1).replace('.', ','));

const DEAL_PREFIX: Record<'sale' | 'rent' | 'sublet', Texts> = {
  sale: { en: 'For sale', de: 'Zu verkaufen', ru: 'Продажа', es: 'Se vende' },
  rent: { en: 'For rent', de: 'Zu vermieten', ru: 'Аренда', es: 'Se alquila' },
  sublet: { en: 'Sublet', de: 'Zur Untermiete', ru: 'Субаренда', es: 'Subarriendo' },
};
const IN: Texts = { en: 'in', de: 'in', ru: ',', es: 'en' };
const ROOM_FORMS: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: 'room', other: 'rooms' },
  de: { one: 'Zimmer', other: 'Zimmer' },
  ru: { one: 'комната', few: 'комнаты', many: 'комнат', other: 'комнаты' },
  es: { one: 'habitación', other: 'habitaciones' },
};
const PLURALS = new Map<Language, Intl.PluralRules>();

/**
 * "1 room", "3 rooms", "2 комнаты", "5 комнат", "1 habitación": the count with the word its
 * language's plural rules ask for. `dative` gives German's "mit 3 Zimmern" (one: "mit 1 Zimmer").
 */
export function roomsText(n: number, lng: Language, opts: { dative?: boolean } = {}): string {
  let rules = PLURALS.get(lng);
  if (!rules) PLURALS.set(lng, (rules = new Intl.PluralRules(lng)));
  const category = rules.select(n);
  const forms = ROOM_FORMS[lng];
  let word = forms[category] ?? forms.other;
  if (lng === 'de' && opts.dative && category !== 'one') word = 'Zimmern';
  return `${n} ${word}`;
}
const AND: Texts = { en: 'and', de: 'und', ru: 'и', es: 'y' };

function place(type: string, city: string, lng: Language): string {
  return lng === 'ru' ? `${type}, ${city}` : `${type} ${IN[lng]} ${city}`;
}

function titleOf(t: TextInput, variant: number, lng: Language): string {
  const type = TYPE_NAMES[t.estateType][lng];
  const city = cityName(t.city, lng);
  const hl = t.highlights[0] ? HIGHLIGHTS[t.highlights[0]].with[lng] : '';
  switch (variant) {
    case 0:
      return hl ? `${type} ${hl}${lng === 'ru' ? ',' : ` ${IN[lng]}`} ${city}` : place(type, city, lng);
    case 1:
      return `${place(type, city, lng)}: ${roomsText(t.rooms, lng)}, ${Math.round(t.livingSpace)} ${lng === 'ru' ? 'м²' : 'm²'}`;
    case 2:
      return `${city}: ${type}${hl ? ` ${hl}` : ''}`;
    default:
      return `${DEAL_PREFIX[t.dealType][lng]}: ${place(type, city, lng)}`;
  }
}

function list(items: string[], lng: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${AND[lng]} ${items[items.length - 1]}`;
}

const INTRO: ((p: { type: string; typeL: string; city: string; space: number; rooms: number }) => Texts)[] = [
  (p) => ({
    en: `A ${p.typeL} in ${p.city} with ${p.space} m² of living space and ${roomsText(p.rooms, 'en')}.`,
    de: `${p.type} in ${p.city} mit ${p.space} m² Wohnfläche und ${roomsText(p.rooms, 'de', { dative: true })}.`,
    ru: `${p.type}, ${p.city}: ${p.space} м² жилой площади, комнат: ${p.rooms}.`,
    es: `${p.type} en ${p.city} con ${p.space} m² útiles y ${roomsText(p.rooms, 'es')}.`,
  }),
  (p) => ({
    en: `On offer in ${p.city}: a ${p.typeL} of ${p.space} m² with ${roomsText(p.rooms, 'en')}.`,
    de: `Im Angebot in ${p.city}: ${p.type} mit ${p.space} m² und ${roomsText(p.rooms, 'de', { dative: true })}.`,
    ru: `Предлагается ${p.typeL} (${p.city}) площадью ${p.space} м², комнат: ${p.rooms}.`,
    es: `Se ofrece en ${p.city}: ${p.typeL} de ${p.space} m² con ${roomsText(p.rooms, 'es')}.`,
  }),
  (p) => ({
    en: `${p.space} m² and ${roomsText(p.rooms, 'en')} in ${p.city}, well laid out and full of light.`,
    de: `${p.space} m² und ${roomsText(p.rooms, 'de')} in ${p.city}, gut geschnitten und lichtdurchflutet.`,
    ru: `${p.space} м² и ${roomsText(p.rooms, 'ru')} в городе ${p.city}: удобная планировка и много света.`,
    es: `${p.space} m² y ${roomsText(p.rooms, 'es')} en ${p.city}, con buena distribución y mucha luz.`,
  }),
];

const CONDITION: Record<string, (year: number) => Texts> = {
  'under-construction': (y) => ({
    en: `Under construction, completion planned for ${y}.`,
    de: `Im Bau, Fertigstellung geplant für ${y}.`,
    ru: `Строится, завершение планируется в ${y} году.`,
    es: `En construcción, finalización prevista en ${y}.`,
  }),
  new: (y) => ({
    en: `A new building (${y}) with modern installations.`,
    de: `Neubau (${y}) mit moderner Haustechnik.`,
    ru: `Новое здание (${y}) с современными коммуникациями.`,
    es: `Edificio nuevo (${y}) con instalaciones modernas.`,
  }),
  renovated: (y) => ({
    en: `Built in ${y}, renovated and ready to move in.`,
    de: `Baujahr ${y}, renoviert und bezugsfertig.`,
    ru: `Год постройки ${y}, сделан ремонт, можно сразу въезжать.`,
    es: `Construido en ${y}, reformado y listo para entrar a vivir.`,
  }),
  modernised: (y) => ({
    en: `Built in ${y} and modernised since.`,
    de: `Baujahr ${y}, seitdem modernisiert.`,
    ru: `Год постройки ${y}, проведена модернизация.`,
    es: `Construido en ${y} y modernizado desde entonces.`,
  }),
  'plumbing-renewed': (y) => ({
    en: `Built in ${y}; plumbing recently renewed.`,
    de: `Baujahr ${y}; Leitungen kürzlich erneuert.`,
    ru: `Год постройки ${y}; недавно заменены трубы.`,
    es: `Construido en ${y}; fontanería renovada recientemente.`,
  }),
  'needs-renovation': (y) => ({
    en: `Built in ${y}, needs renovation: an opportunity for buyers with ideas.`,
    de: `Baujahr ${y}, renovierungsbedürftig: ideal für Käufer mit eigenen Ideen.`,
    ru: `Год постройки ${y}, требуется ремонт: хороший вариант для тех, у кого есть идеи.`,
    es: `Construido en ${y}, necesita reforma: una oportunidad para compradores con ideas.`,
  }),
};

const FEATURES_LEAD: Texts = { en: 'Highlights', de: 'Ausstattung', ru: 'Особенности', es: 'Destacados' };

function distanceSentence(d: TextInput['distances'], lng: Language): string {
  if (d.sea !== undefined && d.airport !== undefined) {
    return {
      en: `The sea is ${km(d.sea, lng)} km away, the airport ${km(d.airport, lng)} km.`,
      de: `Bis zum Meer sind es ${km(d.sea, lng)} km, zum Flughafen ${km(d.airport, lng)} km.`,
      ru: `До моря ${km(d.sea, lng)} км, до аэропорта ${km(d.airport, lng)} км.`,
      es: `El mar está a ${km(d.sea, lng)} km y el aeropuerto a ${km(d.airport, lng)} km.`,
    }[lng];
  }
  if (d.skiSlopes !== undefined) {
    return {
      en: `Ski slopes ${km(d.skiSlopes, lng)} km away.`,
      de: `Skipisten in ${km(d.skiSlopes, lng)} km Entfernung.`,
      ru: `До горнолыжных трасс ${km(d.skiSlopes, lng)} км.`,
      es: `Pistas de esquí a ${km(d.skiSlopes, lng)} km.`,
    }[lng];
  }
  const s = km(d.shops ?? 0.5, lng);
  const c = km(d.centre ?? 2, lng);
  return {
    en: `Shops are ${s} km away, the centre ${c} km.`,
    de: `Einkaufsmöglichkeiten in ${s} km, Zentrum in ${c} km.`,
    ru: `До магазинов ${s} км, до центра ${c} км.`,
    es: `Tiendas a ${s} km y el centro a ${c} km.`,
  }[lng];
}

function closing(t: TextInput, r: number, lng: Language): string {
  const parts: string[] = [];
  if (t.dealType === 'sale' && t.priceNegotiable)
    parts.push({ en: 'Price negotiable.', de: 'Preis verhandelbar.', ru: 'Торг уместен.', es: 'Precio negociable.' }[lng]);
  if (t.dealType !== 'sale' && t.availableFrom)
    parts.push(
      {
        en: `Available from ${t.availableFrom}.`,
        de: `Verfügbar ab ${t.availableFrom}.`,
        ru: `Свободно с ${t.availableFrom}.`,
        es: `Disponible a partir del ${t.availableFrom}.`,
      }[lng],
    );
  const call: Texts[] = [
    {
      en: 'Contact us to arrange a viewing.',
      de: 'Vereinbaren Sie gern einen Besichtigungstermin.',
      ru: 'Свяжитесь с нами, чтобы договориться о просмотре.',
      es: 'Contáctenos para concertar una visita.',
    },
    {
      en: 'Photos and floor plans on request.',
      de: 'Weitere Fotos und Grundrisse auf Anfrage.',
      ru: 'Дополнительные фото и планировки по запросу.',
      es: 'Más fotos y planos bajo petición.',
    },
    { en: 'We look forward to your enquiry.', de: 'Wir freuen uns auf Ihre Anfrage.', ru: 'Ждём вашего запроса.', es: 'Esperamos su consulta.' },
  ];
  parts.push(call[r % call.length][lng]);
  return parts.join(' ');
}

/** Title and description (sanitized-safe HTML: p, strong) per language. */
export function estateTexts(r: Rng, t: TextInput): { title: Texts; description: Texts } {
  const titleVariant = r.int(0, 3);
  const introVariant = r.int(0, INTRO.length - 1);
  const closingVariant = r.int(0, 2);
  const title = {} as Texts;
  const description = {} as Texts;
  for (const lng of LANGS) {
    title[lng] = titleOf(t, titleVariant, lng);
    const type = TYPE_NAMES[t.estateType][lng];
    const intro = INTRO[introVariant]({
      type,
      typeL: lower(type, lng),
      city: cityName(t.city, lng),
      space: Math.round(t.livingSpace),
      rooms: t.rooms,
    })[lng];
    const cond = (CONDITION[t.condition] ?? CONDITION.modernised)(t.buildYear)[lng];
    const nouns = t.highlights.map((h) => HIGHLIGHTS[h].noun[lng]);
    const features = nouns.length ? `<p><strong>${FEATURES_LEAD[lng]}:</strong> ${list(nouns, lng)}.</p>` : '';
    description[lng] = `<p>${intro} ${cond}</p>${features}<p>${distanceSentence(t.distances, lng)} ${closing(t, closingVariant, lng)}</p>`;
  }
  return { title, description };
}
