// The one alias-retry loop of estate creation (api/estates/write.ts insertUnderNewAlias), used by
// the estate endpoints and the mass import (api/estates/imported.ts).
import t from 'tap';
import type { Queryable } from '../../api/db/index.ts';
import { ALIAS_TRIES, insertUnderNewAlias } from '../../api/estates/write.ts';

/** A transaction whose INSERT finds the first `taken` aliasIds taken (ON CONFLICT DO NOTHING: no row). */
function fakeTx(taken: number) {
  const aliases: string[] = [];
  const tx: Queryable = {
    async query<T>(_sql: string, params: readonly unknown[] = []) {
      aliases.push(String(params[0]));
      const rows = (aliases.length > taken ? [{ id: `id-${aliases.length}` }] : []) as T[];
      return { rows, fields: [], affectedRows: rows.length } as never;
    },
    async exec() {},
  };
  return { tx, aliases };
}

const input = { geoData: { city: 'Málaga' }, estateType: 'flat' };
const cols = new Map<string, unknown>([['price', 1]]);

t.test('a taken aliasId is drawn again', async (t) => {
  const { tx, aliases } = fakeTx(2);
  let n = 0;
  const id = await insertUnderNewAlias(tx, input, cols, true, (city, type) => `${city}-${type}-${++n}`);
  t.equal(id, 'id-3');
  t.same(aliases, ['Málaga-flat-1', 'Málaga-flat-2', 'Málaga-flat-3']);
});

t.test(`after ${ALIAS_TRIES} taken ones: 409 ALIAS_TAKEN`, async (t) => {
  const { tx, aliases } = fakeTx(Number.POSITIVE_INFINITY);
  await t.rejects(insertUnderNewAlias(tx, input, cols, false), { statusCode: 409, code: 'ALIAS_TAKEN' });
  t.equal(aliases.length, ALIAS_TRIES);
  t.match(aliases[0], /^malaga-flat-[a-z0-9]{7}$/, 'the default aliasId');
});
