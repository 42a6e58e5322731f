// The energy classes' order (best first) and the search codec's energyRating_lte.
import t from 'tap';
import { ENERGY_RATINGS, energyClassKey, energyRank, energyRequiredIn, ratingsUpTo } from '../../shared/core/energy.ts';
import { buildSearchQuery, parseSearchQuery } from '../../shared/search/search-query.ts';

t.test('classes run from A+ (best) to G', async (t) => {
  t.same(ENERGY_RATINGS, ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
  t.ok(energyRank('A+') < energyRank('A') && energyRank('A') < energyRank('B') && energyRank('F') < energyRank('G'));
  t.equal(energyRank('H'), -1, 'an unknown class has no rank');
  t.same(ratingsUpTo('C'), ['A+', 'A', 'B', 'C'], 'lte=C means A+, A, B or C');
  t.same(ratingsUpTo('A+'), ['A+']);
  t.same(ratingsUpTo('G'), ENERGY_RATINGS);
  t.equal(energyClassKey('A+'), 'ap');
  t.equal(energyClassKey('D'), 'd');
});

t.test('the class is required in adverts in DE and ES only', async (t) => {
  t.ok(energyRequiredIn('DE'));
  t.ok(energyRequiredIn('es'));
  t.notOk(energyRequiredIn('FR'));
  t.notOk(energyRequiredIn(undefined));
});

t.test('the search codec keeps a known class and drops anything else', async (t) => {
  t.equal(parseSearchQuery('energyRating_lte=C').energyRating_lte, 'C');
  t.equal(parseSearchQuery('energyRating_lte=a%2B').energyRating_lte, 'A+', 'case-insensitive, A+ encoded');
  t.equal(parseSearchQuery('energyRating_lte=H').energyRating_lte, undefined);
  t.equal(buildSearchQuery({ energyRating_lte: 'A+', price_lte: 5 }), 'price_lte=5&energyRating_lte=A%2B');
  const state = parseSearchQuery(buildSearchQuery({ energyRating_lte: 'B' }));
  t.equal(state.energyRating_lte, 'B', 'round trip');
});
