// Kyero feed v3 (`<root><kyero>…</kyero><property>…</property>…</root>`): one `property` at a time,
// streamed, mapped onto our model. A Kyero feed is a full snapshot (absent properties are withdrawn).
// Decisions: Kyero has no titles, so the title per language is the first sentence of that language's
// description (documented, not reported); rooms are beds + 1 (a living room), as our rooms count them;
// an unknown property type becomes `other` with a non-fatal problem; weekly rents are converted to
// monthly (× 52 / 12) and reported; the energy rating is kept (energy.ts), unknown features are reported as not kept.
import type { EstateType, FacetField } from '../../../shared/search/facets.ts';
import { ListingBuilder, countryFromName, isHttpUrl, isLanguage, normalizeExternalId, parseBool, parseNumber, quote } from './common.ts';
import { alpha3ToAlpha2 } from './iso3.ts';
import { mapEnergyRating } from './energy.ts';
import type { FeedLimits, FeedListing } from './types.ts';
import { attrOf, child, childrenOf, textOf, type XNode } from './xml.ts';

/** Kyero types (English, free text in practice) → our estate type; matched on the folded words, first rule wins. */
const TYPE_RULES: [RegExp, EstateType][] = [
  [/\b(castle|palace|chateau)\b/, 'castle'],
  [/\bvilla\b/, 'villa'],
  [/\b(penthouse|duplex|apartment|flat|studio|ground floor|loft)\b/, 'apartment'],
  [/\broom\b/, 'room'],
  [
    /\b(town ?house|terraced|semi detached|detached|house|bungalow|chalet|cottage|finca|country house|farmhouse|cortijo|cave house|quad|mansion)\b/,
    'one-family-house',
  ],
  [/\b(plot|land|building plot|urban plot|rustic plot)\b/, 'plot'],
  [/\bhotel\b|\bhostal\b|\bguest house\b/, 'hotel'],
  [/\b(restaurant|bar|cafe)\b/, 'cafe'],
  [/\b(shop|commercial premises|retail|local)\b/, 'shop'],
  [/\boffice\b/, 'office'],
  [/\b(warehouse|storage|industrial|nave)\b/, 'warehouse'],
  [/\b(investment|building|block)\b/, 'income-property'],
];

/** Kyero feature texts → a facet value. Matched on the folded text, exactly. */
const FEATURES: Record<string, [FacetField, string]> = {};
const feature = (field: FacetField, value: string, ...names: string[]) => names.forEach((n) => (FEATURES[n] = [field, value]));
feature('comfort', 'air-conditioning', 'air conditioning', 'aircon', 'a c', 'air con', 'air conditioned', 'air conditioning hot cold');
feature('comfort', 'garden', 'garden', 'private garden', 'communal garden', 'gardens');
feature('comfort', 'lift', 'lift', 'elevator');
feature('comfort', 'fireplace', 'fireplace', 'log fire', 'wood burner', 'log burner');
feature('comfort', 'sauna', 'sauna');
feature(
  'comfort',
  'pool',
  'pool',
  'swimming pool',
  'private pool',
  'communal pool',
  'private swimming pool',
  'communal swimming pool',
  'heated pool',
  'indoor pool',
);
feature('comfort', 'balcony', 'balcony', 'terrace', 'balconies', 'terraces', 'roof terrace', 'covered terrace', 'solarium');
feature('comfort', 'winter-garden', 'winter garden', 'conservatory');
feature('heating', 'central', 'central heating');
feature('heating', 'underfloor', 'underfloor heating', 'under floor heating');
feature('heating', 'gas', 'gas heating');
feature('heating', 'electric', 'electric heating');
feature('heating', 'oil', 'oil heating');
feature('heating', 'solar', 'solar heating', 'solar panels', 'solar water heating');
feature('securitySystems', 'alarm', 'alarm', 'alarm system', 'burglar alarm');
feature('securitySystems', 'video-surveillance', 'cctv', 'video surveillance', 'security cameras');
feature('securitySystems', 'guard', 'gated', 'gated community', 'security', '24h security', '24 hour security', 'concierge');
feature('furnishings', 'full', 'furnished', 'fully furnished');
feature('furnishings', 'partial', 'part furnished', 'partly furnished', 'semi furnished');
feature('furnishings', 'none', 'unfurnished');
feature('kitchenType', 'built-in', 'fitted kitchen', 'fully fitted kitchen', 'equipped kitchen');
feature('kitchenType', 'open', 'open plan kitchen', 'open kitchen', 'american kitchen');
feature('kitchenType', 'island', 'kitchen island');
feature('windowView', 'sea', 'sea view', 'sea views', 'ocean view', 'ocean views');
feature('windowView', 'mountains', 'mountain view', 'mountain views');
feature('windowView', 'garden', 'garden view', 'garden views');
feature('windowView', 'lake', 'lake view', 'lake views');
feature('otherFacilities', 'storeroom', 'storage room', 'storeroom', 'store room', 'storage');
feature('otherFacilities', 'laundry', 'utility room', 'laundry room', 'laundry');
feature('otherFacilities', 'guest-toilet', 'guest toilet', 'guest wc');
feature('otherFacilities', 'wine-cellar', 'wine cellar', 'bodega');
feature('otherFacilities', 'cellar', 'cellar', 'basement');
feature('otherFacilities', 'walk-in-wardrobe', 'walk in wardrobe', 'dressing room');
feature('additionalEquipment', 'washing-machine', 'washing machine');
feature('additionalEquipment', 'fridge', 'fridge', 'refrigerator');
feature('additionalEquipment', 'stove', 'oven', 'cooker', 'stove');
feature('additionalEquipment', 'microwave', 'microwave');
feature('glazing', 'thermal', 'double glazing', 'double glazed', 'triple glazing');
feature('floorCovering', 'marble', 'marble floors', 'marble flooring');
feature('floorCovering', 'tile', 'tiled floors');
feature('floorCovering', 'parquet', 'parquet floors', 'parquet');
feature('condition', 'new', 'new build', 'brand new');
feature('condition', 'renovated', 'renovated', 'reformed');
feature('condition', 'needs-renovation', 'needs renovation', 'to renovate', 'renovation project');

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const KEPT_LANGUAGES_NOTE = 'ru, en, de, es';

export function mapKyeroProperty(p: XNode, index: number, limits: FeedLimits): FeedListing {
  const rawId = textOf(p, 'id') ?? textOf(p, 'ref');
  const id = normalizeExternalId(rawId);
  const b = new ListingBuilder(id ?? `#${index}`, limits);
  if (!id)
    b.problem(
      'externalId',
      rawId ? 'INVALID_VALUE' : 'MISSING_VALUE',
      rawId ? 'id is longer than 100 characters' : `Property ${index} has no id or ref`,
      true,
    );

  // price and deal
  const freq = (textOf(p, 'price_freq') ?? 'sale').toLowerCase();
  const price = textOf(p, 'price');
  if (freq === 'sale') {
    b.setDealType('sale');
    b.setNumber('price', price);
  } else if (freq === 'month') {
    b.setDealType('rent');
    b.setNumber('price', price);
  } else if (freq === 'week') {
    b.setDealType('rent');
    const weekly = parseNumber(price);
    if (weekly === null) b.setNumber('price', price);
    else {
      const monthly = Math.round((weekly * 52) / 12);
      b.setNumber('price', monthly);
      b.problem('price', 'DERIVED_VALUE', `Weekly rent ${weekly} is kept as ${monthly} a month`);
    }
  } else {
    b.problem('dealType', 'UNMAPPED_VALUE', `price_freq ${quote(freq)} is not sale, month or week`, true);
  }
  b.setCurrency(textOf(p, 'currency') ?? 'EUR');
  if (parseBool(textOf(p, 'part_ownership')) === true) b.problem('price', 'NOT_IN_MODEL', 'Part ownership is not kept');
  if (parseBool(textOf(p, 'leasehold')) === true) b.problem('price', 'NOT_IN_MODEL', 'Leasehold is not kept');
  if (parseBool(textOf(p, 'new_build')) === true) b.addFacet('condition', 'new');

  // type
  const type = textOf(p, 'type');
  if (type) {
    const folded = fold(type);
    const rule = TYPE_RULES.find(([re]) => re.test(folded));
    if (rule) {
      b.setEstateType(rule[1]);
      if (/\bpenthouse\b/.test(folded)) b.addFacet('floorType', 'penthouse');
    } else {
      b.setEstateType('other');
      b.problem('estateType', 'UNMAPPED_VALUE', `type ${quote(type)} has no equivalent; imported as other`);
    }
  }

  // place
  b.setText('geoData.city', textOf(p, 'town'));
  b.setText('geoData.area', textOf(p, 'province'));
  b.setText('geoData.address', textOf(p, 'location_detail'));
  const country = textOf(p, 'country');
  if (country) b.setCountry(countryFromName(country, alpha3ToAlpha2), country);
  const location = child(p, 'location');
  b.setNumber('geoData.lat', textOf(location, 'latitude'), 'location/latitude');
  b.setNumber('geoData.lng', textOf(location, 'longitude'), 'location/longitude');

  // size
  const beds = b.setNumber('bedrooms', textOf(p, 'beds'), 'beds');
  if (beds !== null) b.setNumber('rooms', beds + 1, 'beds + 1');
  b.setNumber('details.bathrooms', textOf(p, 'baths'), 'baths');
  const surface = child(p, 'surface_area');
  const built = parseNumber(textOf(surface, 'built'));
  const plot = b.setNumber('details.plotArea', textOf(surface, 'plot'), 'surface_area/plot');
  if (built !== null && built > 0) b.setNumber('livingSpace', built, 'surface_area/built');
  else if (b.get('estateType') === 'plot' && plot) {
    b.setNumber('livingSpace', plot, 'surface_area/plot');
    b.problem('livingSpace', 'DERIVED_VALUE', 'No built area: the plot area is used');
  }
  if (parseBool(textOf(p, 'pool')) === true) b.addFacet('comfort', 'pool');

  mapEnergyRating(p, b);

  // texts
  const others: string[] = [];
  for (const d of child(p, 'desc')?.children ?? []) {
    if (isLanguage(d.name)) b.addText('description', d.name, d.text);
    else if (d.text.trim()) others.push(d.name);
  }
  if (others.length)
    b.problem('description', 'UNSUPPORTED_LANGUAGE', `Descriptions in ${others.join(', ')} are left out (we keep ${KEPT_LANGUAGES_NOTE})`);

  // features
  for (const f of childrenOf(child(p, 'features'), 'feature')) {
    const text = f.text.trim();
    if (!text) continue;
    const mapped = FEATURES[fold(text)];
    if (mapped) b.addFacet(mapped[0], mapped[1], 'feature');
    else b.problem('features', 'NOT_IN_MODEL', `Feature ${quote(text)} has no equivalent`);
  }

  // images, in their id order when they have one
  const images = childrenOf(child(p, 'images'), 'image')
    .map((img, i) => ({ order: parseNumber(attrOf(img, 'id')) ?? 1e9 + i, url: textOf(img, 'url') ?? '' }))
    .sort((x, y) => x.order - y.order);
  images.forEach(({ url }, i) => {
    if (isHttpUrl(url)) b.addPhoto({ kind: 'url', url });
    else b.problem(`photos[${i}]`, 'INVALID_VALUE', `Image ${quote(url)} is not an http or https URL`);
  });

  return b.finish({ derivedTitleIsNormal: true });
}
