// OpenImmo 1.2.7 / 1.2.8 (`openimmo/uebertragung`, `openimmo/anbieter/immobilie`): one `immobilie` at a
// time, streamed, mapped onto our model. Decisions (see README.md here):
// - texts are in the language of `uebertragung@sprache` or a `user_defined_simplefield` named
//   sprache/language, German by default; a language we do not have leaves the texts out (reported);
// - no objekttitel: the first sentence of the description is the title (reported as DERIVED_VALUE);
// - no wohnflaeche: nutzflaeche, gesamtflaeche or the office/shop/storage area stands in (reported),
//   and for plots the plot area;
// - half rooms (2,5 Zimmer) are rounded down (reported);
// - an object kind we have no type for becomes `other` (reported), a missing one is fatal;
// - every value of ausstattung, zustand and anhaenge we cannot keep is reported as NOT_IN_MODEL or
//   UNMAPPED_VALUE; administrative parts (kontaktperson, verwaltung_objekt, weitere_adresse) are not
//   listing values and are skipped silently.
import type { Language } from '../../../shared/core/constants.ts';
import type { EstateType, FacetField } from '../../../shared/search/facets.ts';
import { ListingBuilder, isHttpUrl, normalizeExternalId, parseBool, parseNumber, quote, toLanguage } from './common.ts';
import { alpha3ToAlpha2 } from './iso3.ts';
import { parseTourUrl } from '../../../shared/core/media-links.ts';
import { mapEnergiepass } from './energy.ts';
import type { FeedLimits, FeedListing, PhotoSource } from './types.ts';
import { MAX_DOCUMENT_TITLE } from '../../../shared/core/documents.ts';
import { attrOf, child, childrenOf, textOf, type XNode } from './xml.ts';

/** The transfer header's values a listing needs. */
export interface OpenImmoContext {
  language: Language | null;
  /** the raw language value when it is not one of ours */
  foreignLanguage?: string;
  /** photos are files of the uploaded ZIP */
  inZip: boolean;
}

const isTrue = (v: string | undefined) => v !== undefined && parseBool(v) === true;
/** Attribute names of an element that are set to true (`<befeuerung OEL="true" GAS="1"/>` → [OEL, GAS]). */
const trueAttrs = (n: XNode | undefined) => (n ? Object.entries(n.attrs).filter(([, v]) => isTrue(v)) : []).map(([k]) => k.toUpperCase());

type AttrMap = Record<string, [FacetField, string] | null>;

const HEIZUNGSART: AttrMap = {
  ZENTRAL: ['heating', 'central'],
  FERN: ['heating', 'central'],
  FUSSBODEN: ['heating', 'underfloor'],
  ETAGE: ['heating', 'other'],
  OFEN: ['heating', 'other'],
};
const BEFEUERUNG: AttrMap = {
  OEL: ['heating', 'oil'],
  GAS: ['heating', 'gas'],
  FLUESSIGGAS: ['heating', 'gas'],
  ELEKTRO: ['heating', 'electric'],
  'WASSER-ELEKTRO': ['heating', 'electric'],
  SOLAR: ['heating', 'solar'],
  HOLZ: ['heating', 'wood'],
  PELLET: ['heating', 'wood'],
  FERN: ['heating', 'central'],
  ALTERNATIV: ['heating', 'other'],
  ERDWAERME: ['heating', 'other'],
  LUFTWP: ['heating', 'other'],
  BLOCK: ['heating', 'other'],
  KOHLE: ['heating', 'other'],
};
const BODEN: AttrMap = {
  FLIESEN: ['floorCovering', 'tile'],
  TERRAKOTTA: ['floorCovering', 'tile'],
  STEIN: ['floorCovering', 'other'],
  GRANIT: ['floorCovering', 'other'],
  ESTRICH: ['floorCovering', 'other'],
  DOPPELBODEN: ['floorCovering', 'other'],
  TEPPICH: ['floorCovering', 'carpet'],
  PARKETT: ['floorCovering', 'parquet'],
  FERTIGPARKETT: ['floorCovering', 'parquet'],
  LAMINAT: ['floorCovering', 'laminate'],
  DIELEN: ['floorCovering', 'wood'],
  KUNSTSTOFF: ['floorCovering', 'linoleum'],
  LINOLEUM: ['floorCovering', 'linoleum'],
  MARMOR: ['floorCovering', 'marble'],
};
const KUECHE: AttrMap = { EBK: ['kitchenType', 'built-in'], OFFEN: ['kitchenType', 'open'], PANTRY: ['kitchenType', 'niche'] };
const BAD: AttrMap = {
  DUSCHE: ['bathroom', 'shower'],
  WANNE: ['bathroom', 'bathtub'],
  FENSTER: ['bathroom', 'with-window'],
  BIDET: null,
  PISSOIR: null,
};
const SICHERHEIT: AttrMap = {
  ALARMANLAGE: ['securitySystems', 'alarm'],
  KAMERA: ['securitySystems', 'video-surveillance'],
  POLIZEIRUF: ['securitySystems', 'emergency-call'],
};
const FAHRSTUHL: AttrMap = { PERSONEN: ['comfort', 'lift'], LASTEN: ['comfort', 'lift'] };
const MOEB: Record<string, string> = { VOLL: 'full', TEIL: 'partial' };

const ZUSTAND: Record<string, string | null> = {
  ERSTBEZUG: 'new',
  NEUWERTIG: 'new',
  NEU: 'new',
  TEIL_VOLLRENOVIERT: 'renovated',
  VOLL_RENOVIERT: 'renovated',
  TEIL_VOLLRENOVIERUNGSBED: 'needs-renovation',
  TEIL_VOLLSANIERT: 'renovated',
  VOLL_SANIERT: 'renovated',
  SANIERUNGSBEDUERFTIG: 'needs-renovation',
  TEIL_SANIERT: 'renovated',
  RENOVIERUNGSBEDUERFTIG: 'needs-renovation',
  BAUFAELLIG: 'needs-renovation',
  MODERNISIERT: 'modernised',
  ROHBAU: 'under-construction',
  PROJEKTIERT: 'under-construction',
  GEPFLEGT: null,
  NACH_VEREINBARUNG: null,
  ABRISSOBJEKT: null,
  ENTKERNT: null,
};

/** Simple yes/no elements of ausstattung → a facet value. */
const FLAGS: Record<string, [FacetField, string]> = {
  gartennutzung: ['comfort', 'garden'],
  garten: ['comfort', 'garden'],
  balkon_terrasse: ['comfort', 'balcony'],
  balkon: ['comfort', 'balcony'],
  kamin: ['comfort', 'fireplace'],
  sauna: ['comfort', 'sauna'],
  swimmingpool: ['comfort', 'pool'],
  wintergarten: ['comfort', 'winter-garden'],
  klimatisiert: ['comfort', 'air-conditioning'],
  abstellraum: ['otherFacilities', 'storeroom'],
  gaestewc: ['otherFacilities', 'guest-toilet'],
  fahrradraum: ['otherFacilities', 'bicycle-room'],
  wasch_trockenraum: ['otherFacilities', 'laundry'],
};
const ATTR_ELEMENTS: Record<string, AttrMap> = {
  heizungsart: HEIZUNGSART,
  befeuerung: BEFEUERUNG,
  boden: BODEN,
  kueche: KUECHE,
  bad: BAD,
  sicherheitstechnik: SICHERHEIT,
  fahrstuhl: FAHRSTUHL,
};

/** Attachment groups that are photos, in cover-first order. */
const PHOTO_GROUPS = ['TITELBILD', 'AUSSENANSICHTEN', 'BILD', 'INNENANSICHTEN', 'PANORAMA', ''];

function estateTypeOf(objektart: XNode | undefined, b: ListingBuilder): void {
  const kind = objektart?.children.find((c) => c.name !== 'objektart_zusatz' && !c.name.startsWith('user_defined'));
  if (!kind) {
    b.problem('estateType', 'MISSING_VALUE', 'objektkategorie/objektart is required', true);
    return;
  }
  const sub = Object.values(kind.attrs)[0]?.toUpperCase() ?? '';
  let type: EstateType | null = null;
  switch (kind.name) {
    case 'wohnung':
      type = sub === 'FERIENWOHNUNG' ? 'holiday-home' : 'apartment';
      if (sub === 'PENTHOUSE') b.addFacet('floorType', 'penthouse');
      if (sub === 'DACHGESCHOSS') b.addFacet('floorType', 'attic');
      if (sub === 'SOUTERRAIN') b.addFacet('floorType', 'basement');
      break;
    case 'zimmer':
      type = 'room';
      break;
    case 'haus':
      type =
        (
          {
            VILLA: 'villa',
            ZWEIFAMILIENHAUS: 'two-family-house',
            MEHRFAMILIENHAUS: 'income-property',
            FERIENHAUS: 'holiday-home',
            BURG_SCHLOSS: 'castle',
          } as Record<string, EstateType>
        )[sub] ?? 'one-family-house';
      break;
    case 'grundstueck':
      type = 'plot';
      break;
    case 'buero_praxen':
      type = 'office';
      break;
    case 'einzelhandel':
      type = 'shop';
      break;
    case 'gastgewerbe':
      type = /GASTRONOMIE|RESTAURANT|CAFE|BAR|DISKOTHEK/.test(sub) ? 'cafe' : 'hotel';
      break;
    case 'hallen_lager_prod':
      type = /PRODUKTION|INDUSTRIE|WERKSTATT/.test(sub) ? 'production' : 'warehouse';
      break;
    case 'zinshaus_renditeobjekt':
      type = 'income-property';
      break;
  }
  if (type) b.setEstateType(type);
  else {
    b.setEstateType('other');
    b.problem('estateType', 'UNMAPPED_VALUE', `objektart ${quote(kind.name + (sub ? `/${sub}` : ''))} has no equivalent; imported as other`);
  }
}

function address(geo: XNode | undefined): string | undefined {
  const street = [textOf(geo, 'strasse'), textOf(geo, 'hausnummer')].filter(Boolean).join(' ');
  return street ? [street, textOf(geo, 'plz')].filter(Boolean).join(', ') : undefined;
}

function mapAusstattung(a: XNode | undefined, b: ListingBuilder): void {
  for (const el of a?.children ?? []) {
    const attrMap = ATTR_ELEMENTS[el.name];
    if (attrMap) {
      for (const attr of trueAttrs(el)) {
        const to = attrMap[attr];
        if (to) b.addFacet(to[0], to[1], `${el.name}@${attr}`);
        else b.problem(el.name, 'NOT_IN_MODEL', `${el.name} ${attr} has no equivalent`);
      }
      continue;
    }
    const flag = FLAGS[el.name];
    if (flag) {
      if (isTrue(el.text.trim() || 'true')) b.addFacet(flag[0], flag[1]);
      continue;
    }
    if (el.name === 'moebliert') {
      const moeb = attrOf(el, 'moeb')?.toUpperCase();
      if (moeb && MOEB[moeb]) b.addFacet('furnishings', MOEB[moeb]);
      else if (moeb) b.problem('furnishings', 'UNMAPPED_VALUE', `moebliert ${quote(moeb)} is not VOLL or TEIL`);
      continue;
    }
    if (el.name === 'unterkellert') {
      const keller = attrOf(el, 'keller')?.toUpperCase();
      if (keller === 'JA' || keller === 'TEIL') b.addFacet('otherFacilities', 'cellar');
      continue;
    }
    if (el.name.startsWith('user_defined')) continue;
    const value = [...trueAttrs(el), el.text.trim()].filter(Boolean).join(' ');
    if (value && value.toLowerCase() !== 'false' && value !== '0')
      b.problem(el.name, 'NOT_IN_MODEL', `ausstattung/${el.name} ${quote(value)} is not kept`);
  }
}

function mapTexts(i: XNode, b: ListingBuilder, ctx: OpenImmoContext): void {
  const freitexte = child(i, 'freitexte');
  const own = [...childrenOf(i, 'user_defined_simplefield'), ...childrenOf(freitexte, 'user_defined_simplefield')].find((f) =>
    /^(sprache|language|lang)$/i.test(attrOf(f, 'feldname') ?? ''),
  );
  const rawLang = own ? own.text.trim() : undefined;
  const lang = rawLang ? toLanguage(rawLang) : ctx.language;
  const foreign = rawLang && !lang ? rawLang : !rawLang ? ctx.foreignLanguage : undefined;
  const hasText = ['objekttitel', 'objektbeschreibung', 'lage', 'ausstatt_beschr', 'sonstige_angaben'].some((n) => textOf(freitexte, n));
  if (!lang) {
    if (hasText) b.problem('description', 'UNSUPPORTED_LANGUAGE', `Texts in ${quote(foreign ?? '?')} are left out (we keep ru, en, de, es)`);
    return;
  }
  b.addText('title', lang, textOf(freitexte, 'objekttitel'));
  b.addText('description', lang, textOf(freitexte, 'objektbeschreibung'));
  b.addText('description', lang, textOf(freitexte, 'ausstatt_beschr'));
  b.addText('description', lang, textOf(freitexte, 'sonstige_angaben'));
  b.addText('location', lang, textOf(freitexte, 'lage'));
}

/** Where an attachment's file comes from (a URL, or a file of the uploaded ZIP), or the problem that stops it. */
function attachmentSource(path: string, ctx: OpenImmoContext): PhotoSource | { problem: 'MISSING_VALUE' | 'INVALID_VALUE'; message: string } {
  // Windows exports name their own disk (C:\Makler\Bilder\1.jpg): the file name is what the ZIP holds
  if (/^[a-z]:[\\/]|\\/i.test(path) && !isHttpUrl(path)) path = path.split(/[\\/]/).pop() ?? '';
  if (!path) return { problem: 'MISSING_VALUE', message: 'Attachment without daten/pfad' };
  if (isHttpUrl(path)) return { kind: 'url', url: path };
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) && !/^[a-z]:[\\/]/i.test(path))
    return { problem: 'INVALID_VALUE', message: `${quote(path)} is not an http or https URL` };
  if (ctx.inZip) return { kind: 'zip', path };
  return { problem: 'INVALID_VALUE', message: `${quote(path)} names a file, but the feed was not uploaded as a ZIP with its images` };
}

function mapAttachments(i: XNode, b: ListingBuilder, ctx: OpenImmoContext): void {
  const all = childrenOf(child(i, 'anhaenge'), 'anhang').map((a) => ({
    group: (attrOf(a, 'gruppe') ?? '').toUpperCase(),
    path: textOf(a, 'daten', 'pfad') ?? '',
    title: textOf(a, 'anhangtitel'),
  }));
  const photos = all.filter((a) => PHOTO_GROUPS.includes(a.group)).sort((x, y) => PHOTO_GROUPS.indexOf(x.group) - PHOTO_GROUPS.indexOf(y.group));
  let plans = 0;
  for (const a of all) {
    if (PHOTO_GROUPS.includes(a.group)) continue;
    // a floor plan (GRUNDRISS), an image or a PDF, from the ZIP or a URL like a photo (issue 24, item 4)
    if (a.group === 'GRUNDRISS') {
      const source = attachmentSource(a.path, ctx);
      if ('problem' in source) b.problem(`floorPlans[${plans}]`, source.problem, source.message);
      else b.addFloorPlan({ ...source, ...(a.title ? { title: a.title.slice(0, MAX_DOCUMENT_TITLE) } : {}) });
      plans++;
    }
    // a video link (FILMLINK) and a link to a virtual tour (LINKS or PANORAMA on a tour host) are kept
    else if (a.group === 'FILMLINK') b.setVideoUrl(a.path);
    else if ((a.group === 'LINKS' || a.group === 'PANORAMA') && isHttpUrl(a.path) && parseTourUrl(a.path)) b.setTourUrl(a.path);
    else b.problem('attachments', 'NOT_IN_MODEL', `Attachment ${quote(a.path || a.title || '?')} (${a.group}) is not a photo; not kept`);
  }
  photos.forEach((a, n) => {
    const source = attachmentSource(a.path, ctx);
    if ('problem' in source) b.problem(`photos[${n}]`, source.problem, source.message);
    else b.addPhoto(source);
  });
}

export function mapImmobilie(i: XNode, index: number, limits: FeedLimits, ctx: OpenImmoContext): FeedListing {
  const vt = child(i, 'verwaltung_techn');
  const rawId = textOf(vt, 'objektnr_extern');
  const id = normalizeExternalId(rawId);
  const b = new ListingBuilder(id ?? `#${index}`, limits);
  if (!id) {
    b.problem(
      'externalId',
      rawId ? 'INVALID_VALUE' : 'MISSING_VALUE',
      rawId ? 'objektnr_extern is longer than 100 characters' : `Object ${index} has no verwaltung_techn/objektnr_extern`,
      true,
    );
  }
  const action = attrOf(child(vt, 'aktion'), 'aktionart')?.toUpperCase();
  if (action === 'DELETE') {
    b.action = 'delete';
    return b.finish();
  }

  // category
  const kat = child(i, 'objektkategorie');
  const verm = trueAttrs(child(kat, 'vermarktungsart'));
  if (verm.includes('KAUF')) b.setDealType('sale');
  else if (verm.includes('MIETE_PACHT')) b.setDealType('rent');
  else if (verm.length) b.problem('dealType', 'UNMAPPED_VALUE', `vermarktungsart ${verm.join(', ')} is not KAUF or MIETE_PACHT`, true);
  estateTypeOf(child(kat, 'objektart'), b);

  // place
  const geo = child(i, 'geo');
  b.setText('geoData.city', textOf(geo, 'ort'));
  b.setText('geoData.area', textOf(geo, 'regionaler_zusatz') ?? textOf(geo, 'bundesland'));
  b.setText('geoData.address', address(geo));
  const land = attrOf(child(geo, 'land'), 'iso_land');
  if (land) b.setCountry(alpha3ToAlpha2(land), land, 'land@iso_land');
  const coords = child(geo, 'geokoordinaten');
  b.setNumber('geoData.lat', attrOf(coords, 'breitengrad'), 'geokoordinaten@breitengrad');
  b.setNumber('geoData.lng', attrOf(coords, 'laengengrad'), 'geokoordinaten@laengengrad');
  b.setNumber('details.floor', textOf(geo, 'etage'), 'etage');
  b.setNumber('details.floors', textOf(geo, 'anzahl_etagen'), 'anzahl_etagen');

  // prices
  const preise = child(i, 'preise');
  const priceName =
    b.get('dealType') === 'rent'
      ? ['kaltmiete', 'nettokaltmiete', 'warmmiete', 'mietpreis_pro_qm']
      : ['kaufpreis', 'kaufpreisnetto', 'kaufpreisbrutto'];
  const priceEl = priceName.find((n) => textOf(preise, n));
  if (priceEl === 'mietpreis_pro_qm') b.problem('price', 'MISSING_VALUE', 'Only a rent per m² is given', true);
  else if (priceEl) b.setNumber('price', textOf(preise, priceEl), priceEl);
  else if (attrOf(child(preise, 'kaufpreis'), 'auf_anfrage') && isTrue(attrOf(child(preise, 'kaufpreis'), 'auf_anfrage')))
    b.problem('price', 'MISSING_VALUE', 'Price on request: we need a price', true);
  b.setCurrency(attrOf(child(preise, 'waehrung'), 'iso_waehrung') ?? 'EUR', 'currency');
  b.setNumber('details.extraCosts', textOf(preise, 'nebenkosten'), 'nebenkosten');
  b.setNumber('details.deposit', textOf(preise, 'kaution'), 'kaution');
  const courtage = textOf(preise, 'aussen_courtage');
  if (courtage) b.setDetailText('commission', courtage, 100);

  // areas and rooms
  const fl = child(i, 'flaechen');
  const living = textOf(fl, 'wohnflaeche');
  if (living) b.setNumber('livingSpace', living, 'wohnflaeche');
  else {
    const stand = ['nutzflaeche', 'gesamtflaeche', 'bueroflaeche', 'verkaufsflaeche', 'lagerflaeche', 'gastroflaeche'].find(
      (n) => (parseNumber(textOf(fl, n)) ?? 0) > 0,
    );
    const plotStand = b.get('estateType') === 'plot' && (parseNumber(textOf(fl, 'grundstuecksflaeche')) ?? 0) > 0 ? 'grundstuecksflaeche' : undefined;
    const from = stand ?? plotStand;
    if (from && b.setNumber('livingSpace', textOf(fl, from), from) !== null)
      b.problem('livingSpace', 'DERIVED_VALUE', `No wohnflaeche: ${from} is used`);
  }
  b.setNumber('totalSpace', textOf(fl, 'gesamtflaeche') ?? textOf(fl, 'nutzflaeche'), 'gesamtflaeche');
  b.setNumber('details.plotArea', textOf(fl, 'grundstuecksflaeche'), 'grundstuecksflaeche');
  b.setNumber('rooms', textOf(fl, 'anzahl_zimmer'), 'anzahl_zimmer');
  b.setNumber('bedrooms', textOf(fl, 'anzahl_schlafzimmer'), 'anzahl_schlafzimmer');
  b.setNumber('details.bathrooms', textOf(fl, 'anzahl_badezimmer'), 'anzahl_badezimmer');
  b.setNumber('details.toilets', textOf(fl, 'anzahl_sep_wc'), 'anzahl_sep_wc');
  b.setNumber('details.parkingPlaces', textOf(fl, 'anzahl_stellplaetze'), 'anzahl_stellplaetze');
  if ((parseNumber(textOf(fl, 'anzahl_balkone')) ?? 0) > 0 || (parseNumber(textOf(fl, 'anzahl_terrassen')) ?? 0) > 0)
    b.addFacet('comfort', 'balcony');

  mapAusstattung(child(i, 'ausstattung'), b);

  // condition
  const za = child(i, 'zustand_angaben');
  const baujahr = textOf(za, 'baujahr');
  if (baujahr) {
    const year = /\b(1[5-9]\d\d|2\d\d\d)\b/.exec(baujahr);
    if (year) b.setNumber('buildYear', year[1], 'baujahr');
    else b.problem('buildYear', 'INVALID_VALUE', `baujahr ${quote(baujahr)} is not a year`);
  }
  const zustand = attrOf(child(za, 'zustand'), 'zustand_art')?.toUpperCase();
  if (zustand) {
    const to = ZUSTAND[zustand];
    if (to) b.addFacet('condition', to, 'zustand_art');
    else b.problem('condition', 'UNMAPPED_VALUE', `zustand_art ${quote(zustand)} has no equivalent`);
  }
  mapEnergiepass(za, b);

  mapTexts(i, b, ctx);
  mapAttachments(i, b, ctx);
  return b.finish();
}
