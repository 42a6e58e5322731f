import t from 'tap';
import {
  DEAL_TYPES,
  ESTATE_KINDS,
  ESTATE_TYPES,
  ESTATE_TYPES_BY_KIND,
  FACETS,
  FACET_COLUMNS,
  FACET_FIELDS,
  ORDER_BY,
  estateKindOf,
  facetLabelKey,
  isDealType,
  isEstateType,
  isFacetField,
  isFacetValue,
  isOrderBy,
} from '../../shared/search/facets.ts';
import { MIGRATIONS } from '../../api/db/migrate.ts';

t.test('the facets are the search fields of docs/product.md, in docs/domain.md order', async (t) => {
  t.same(FACET_FIELDS, [
    'locationTypes',
    'heating',
    'floorCovering',
    'floorType',
    'kitchenType',
    'bathroom',
    'otherFacilities',
    'securitySystems',
    'comfort',
    'furnishings',
    'additionalEquipment',
    'glazing',
    'glassFrame',
    'windowView',
    'condition',
  ]);
  t.same(FACETS.heating, ['gas', 'central', 'oil', 'electric', 'underfloor', 'solar', 'wood', 'other']);
  t.same(FACETS.condition, ['under-construction', 'new', 'renovated', 'modernised', 'plumbing-renewed', 'needs-renovation']);
  t.same(DEAL_TYPES, ['sale', 'rent', 'sublet']);
  t.equal(ESTATE_TYPES.length, 19);
  for (const f of FACET_FIELDS) {
    t.equal(new Set(FACETS[f]).size, FACETS[f].length, `${f} has no duplicates`);
    t.ok(
      FACETS[f].every((v) => /^[a-z]+(-[a-z]+)*$/.test(v)),
      `${f} values are URL-safe keys`,
    );
  }
});

t.test('each facet has a column in the database schema', async (t) => {
  const sql = MIGRATIONS.map((m) => m.sql).join('\n');
  for (const f of FACET_FIELDS) {
    const col = FACET_COLUMNS[f];
    t.ok(new RegExp(`\\b${col}\\b`).test(sql) || sql.includes(`'${col}'`), `${f} → ${col}`);
  }
  t.equal(FACET_COLUMNS.otherFacilities, 'other_facilities');
});

t.test('estate kinds group estate types without overlap', async (t) => {
  const grouped = ESTATE_KINDS.flatMap((k) => ESTATE_TYPES_BY_KIND[k]);
  t.equal(new Set(grouped).size, grouped.length, 'no type in two kinds');
  t.ok(grouped.every((g) => isEstateType(g)));
  t.same(
    ESTATE_TYPES.filter((e) => !grouped.includes(e)),
    ['plot', 'other'],
  );
  t.equal(estateKindOf('villa'), 'house');
  t.equal(estateKindOf('room'), 'apartment');
  t.equal(estateKindOf('hotel'), 'commercial');
  t.equal(estateKindOf('plot'), null);
});

t.test('predicates', async (t) => {
  t.ok(isFacetField('heating'));
  t.notOk(isFacetField('toString'));
  t.ok(isFacetValue('heating', 'gas'));
  t.notOk(isFacetValue('heating', 'sea'));
  t.ok(isDealType('rent'));
  t.notOk(isDealType(3));
  t.ok(isOrderBy(ORDER_BY[0]));
  t.notOk(isOrderBy('price'));
  t.equal(facetLabelKey('heating', 'gas'), 'estate.heating.gas');
});
