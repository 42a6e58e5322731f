// Issue 21.7c: a Kyero feed (always a full feed) withdrew the listings a CSV and an OpenImmo import had
// brought to the same account. A full feed withdraws only the listings of its own source: the account
// has listings from a CSV, from an OpenImmo full feed and from a Kyero feed; a Kyero feed without
// some of its own listings archives exactly those, and the others stay published.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { call, DEMO, signIn, startApi } from '../helpers/api.ts';
import { fixtures } from '../fixtures/import/helpers.ts';
import { csvFeed, importFeed, listingsOf } from './api-import-fixtures.ts';

interface Own {
  externalRef: string | null;
  status: string;
}

const kyeroFeed = (ids: readonly string[]): string =>
  `<?xml version="1.0" encoding="utf-8"?>
<root>
  <kyero><feed_version>3</feed_version></kyero>
${ids
  .map(
    (id) => `  <property>
    <id>${id}</id>
    <price>300000</price>
    <currency>EUR</currency>
    <price_freq>sale</price_freq>
    <type>Apartment</type>
    <town>Torrevieja</town>
    <province>Alicante</province>
    <country>Spain</country>
    <beds>2</beds>
    <surface_area><built>80</built></surface_area>
    <desc><en>Apartment ${id} near the beach.</en></desc>
  </property>`,
  )
  .join('\n')}
</root>
`;

t.test('a full feed withdraws only the listings of its own source', async (t) => {
  const api = await startApi({ estates: 0, config: { jobsPollSeconds: 0.5 } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const statuses = async (): Promise<Record<string, string>> => {
    const mine = await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token);
    return Object.fromEntries((mine.body.values as Own[]).filter((e) => e.externalRef).map((e) => [e.externalRef!, e.status] as [string, string]));
  };

  const csv = await importFeed(api, token, csvFeed(listingsOf(2)));
  t.match(csv.result.progress, { created: 2, failed: 0 });

  // the OpenImmo file says umfang="VOLL": a full feed of its own, which must leave the CSV's listings alone
  const openimmo = await importFeed(api, token, readFileSync(join(fixtures, 'openimmo-1.2.7.xml')), { name: 'openimmo.xml' });
  t.equal(openimmo.validation.fullFeed, true, 'the OpenImmo file is a full feed');
  t.equal(openimmo.validation.report.withdrawn, 0, 'its validation announces no withdrawal of the CSV listings');
  t.equal(openimmo.result.progress.withdrawn, 0);
  const openimmoRefs = Object.keys(await statuses()).filter((ref) => !ref.startsWith('L-'));
  t.ok(openimmoRefs.length >= 2, 'the OpenImmo listings are there');

  const kyero = await importFeed(api, token, kyeroFeed(['KY-A', 'KY-B', 'KY-C']), { name: 'kyero.xml' });
  t.equal(kyero.validation.fullFeed, true, 'a Kyero feed is a full feed');
  t.match(kyero.validation.report, { new: 3, withdrawn: 0 }, 'nothing of the CSV or OpenImmo imports is announced as withdrawn');
  t.match(kyero.result.progress, { created: 3, withdrawn: 0 });

  const before = await statuses();
  for (const ref of ['L-1', 'L-2', ...openimmoRefs, 'KY-A', 'KY-B', 'KY-C']) t.not(before[ref], 'archived', `${ref} is not withdrawn`);

  const fewer = await importFeed(api, token, kyeroFeed(['KY-A']), { name: 'kyero.xml' });
  t.match(fewer.validation.report, { unchanged: 1, withdrawn: 2 }, 'the validation counts the two missing Kyero listings only');
  t.match(fewer.result.progress, { unchanged: 1, withdrawn: 2 });

  const after = await statuses();
  t.same(
    Object.keys(after)
      .filter((ref) => after[ref] === 'archived')
      .sort(),
    ['KY-B', 'KY-C'],
    'only the Kyero listings missing from the Kyero feed are archived',
  );
  for (const ref of ['L-1', 'L-2', ...openimmoRefs, 'KY-A']) t.equal(after[ref], before[ref], `${ref} keeps its status`);
});
