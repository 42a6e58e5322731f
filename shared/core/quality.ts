// The quality score of a listing (issue 24, item 7; docs/listing-quality.md): 0–100 points from what
// a buyer looks for, and the items still missing, the one worth most first (the "next step" My estates
// shows). Pure: the api computes it for GET /api/estate/my, the client only shows it.

export const QUALITY_ITEMS = [
  'photos',
  'description',
  'description_en',
  'description_de',
  'description_es',
  'description_ru',
  'energy',
  'floorplan',
  'location',
  'price',
  'area',
  'video',
] as const;
export type QualityItem = (typeof QUALITY_ITEMS)[number];

/** Points of each item; they add up to 100. Photos count 5 each up to PHOTOS_FOR_FULL. */
export const QUALITY_POINTS: Readonly<Record<QualityItem, number>> = {
  photos: 25,
  description: 10,
  description_en: 5,
  description_de: 5,
  description_es: 5,
  description_ru: 5,
  energy: 10,
  floorplan: 10,
  location: 10,
  price: 5,
  area: 5,
  video: 5,
};

export const PHOTOS_FOR_FULL = 5;
/** a description counts as thorough from this many characters of text (tags not counted), in any language */
export const DESCRIPTION_MIN_CHARS = 300;
/** a description in one language counts from this many characters */
export const DESCRIPTION_LANGUAGE_MIN_CHARS = 20;

export interface QualityInput {
  photos: readonly unknown[];
  description: Readonly<Record<string, string | undefined>>;
  energy?: unknown;
  details?: { floorPlans?: readonly string[] };
  /** floor plans uploaded as files (estate_documents, issue 24 item 4); details.floorPlans are the older links */
  documents?: readonly { kind: string }[];
  geoData: { lat?: number | null; lng?: number | null };
  price: number;
  livingSpace: number;
  video?: unknown;
  tourUrl?: string | null;
}

export interface Quality {
  score: number;
  /** what is missing or short, the item worth most first */
  missing: QualityItem[];
}

const textLength = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;

export function listingQuality(e: QualityInput): Quality {
  const got = new Map<QualityItem, number>();
  got.set('photos', Math.min(e.photos.length, PHOTOS_FOR_FULL) * (QUALITY_POINTS.photos / PHOTOS_FOR_FULL));
  const lengths = Object.values(e.description).map(textLength);
  got.set('description', Math.max(0, ...lengths) >= DESCRIPTION_MIN_CHARS ? QUALITY_POINTS.description : 0);
  for (const lng of ['en', 'de', 'es', 'ru'] as const) {
    const item = `description_${lng}` as const;
    got.set(item, textLength(e.description[lng]) >= DESCRIPTION_LANGUAGE_MIN_CHARS ? QUALITY_POINTS[item] : 0);
  }
  got.set('energy', e.energy ? QUALITY_POINTS.energy : 0);
  const floorPlan = Boolean(e.details?.floorPlans?.length) || (e.documents ?? []).some((d) => d.kind === 'floorplan');
  got.set('floorplan', floorPlan ? QUALITY_POINTS.floorplan : 0);
  got.set('location', e.geoData.lat != null && e.geoData.lng != null ? QUALITY_POINTS.location : 0);
  got.set('price', e.price > 0 ? QUALITY_POINTS.price : 0);
  got.set('area', e.livingSpace > 0 ? QUALITY_POINTS.area : 0);
  got.set('video', e.video || e.tourUrl ? QUALITY_POINTS.video : 0);
  let score = 0;
  for (const v of got.values()) score += v;
  const missing = QUALITY_ITEMS.filter((i) => (got.get(i) ?? 0) < QUALITY_POINTS[i]);
  // most points still to win first; equal ones in the order of QUALITY_ITEMS (sort is stable)
  missing.sort((a, b) => QUALITY_POINTS[b] - (got.get(b) ?? 0) - (QUALITY_POINTS[a] - (got.get(a) ?? 0)));
  return { score: Math.round(score), missing };
}
