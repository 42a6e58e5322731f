// The quality score of a listing (shared/core/quality.ts, docs/listing-quality.md): the weights add up
// to 100, a complete listing scores 100 with nothing missing, an empty one scores 0, and the missing
// items come the most valuable first (the "next step" My estates shows).
import t from 'tap';
import { listingQuality, QUALITY_ITEMS, QUALITY_POINTS, type QualityInput } from '../../shared/core/quality.ts';

const long = `<p>${'Bright rooms, a quiet street and a garden. '.repeat(10)}</p>`;
const complete: QualityInput = {
  photos: [1, 2, 3, 4, 5, 6],
  description: {
    en: long,
    de: 'Helle Wohnung mit Garten und Blick',
    es: 'Piso luminoso con jardín y vistas',
    ru: 'Светлая квартира с садом и видом',
  },
  energy: { rating: 'B', unit: 'kWh/m²a', kind: 'demand' },
  details: { floorPlans: ['/media/plan.png'] },
  geoData: { lat: 52.5, lng: 13.4 },
  price: 250_000,
  livingSpace: 72,
  video: { provider: 'youtube', id: 'abc' },
  tourUrl: null,
};

t.test('the weights add up to 100', async (t) => {
  t.equal(
    QUALITY_ITEMS.reduce((sum, i) => sum + QUALITY_POINTS[i], 0),
    100,
  );
});

t.test('a complete listing scores 100, an empty one 0', async (t) => {
  t.same(listingQuality(complete), { score: 100, missing: [] });
  const empty = listingQuality({ photos: [], description: {}, geoData: {}, price: 0, livingSpace: 0 });
  t.equal(empty.score, 0);
  t.same([...empty.missing].sort(), [...QUALITY_ITEMS].sort(), 'everything is missing');
  t.equal(empty.missing[0], 'photos', 'photos are worth most');
});

t.test('partial photos count 5 points each; the next step is what is worth most', async (t) => {
  const q = listingQuality({ ...complete, photos: [1, 2], energy: null });
  t.equal(q.score, 100 - 15 - 10);
  t.same(q.missing, ['photos', 'energy'], '15 points of photos to win before 10 of energy');
  const noPlan = listingQuality({ ...complete, details: {} });
  t.same(noPlan, { score: 90, missing: ['floorplan'] });
});

t.test('descriptions: thorough in one language, present in each of the four', async (t) => {
  const q = listingQuality({ ...complete, description: { en: '<p>Short</p>' } });
  t.same(q.missing, ['description', 'description_en', 'description_de', 'description_es', 'description_ru']);
  t.equal(q.score, 70);
  const tags = listingQuality({ ...complete, description: { ...complete.description, de: '<p><strong></strong></p>' } });
  t.ok(tags.missing.includes('description_de'), 'tags alone are not a description');
  t.ok(listingQuality({ ...complete, video: null, tourUrl: 'https://tour.example/x' }).missing.length === 0, 'a tour counts as video');
});
