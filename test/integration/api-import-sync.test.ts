// Sync semantics through real HTTP: the same file twice changes nothing; one changed price is exactly
// one update; a full feed withdraws (archives, never deletes) the imported listings it no longer has,
// and brings them back when they return; listings beyond the publication limit become drafts.
import t from 'tap';
import { call, DEMO, signIn, startApi } from '../helpers/api.ts';
import { csvFeed, importFeed, listingsOf, upload } from './api-import-fixtures.ts';

interface Own {
  externalRef: string | null;
  status: string;
  price: number;
  updatedAt: string;
}

t.test('sync', async (t) => {
  const api = await startApi({ estates: 0, config: { jobsPollSeconds: 0.5 } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const own = async (): Promise<Own[]> =>
    (await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token)).body.values.filter((e: Own) => e.externalRef?.startsWith('L-'));

  const listings = listingsOf(6);
  const first = await importFeed(api, token, csvFeed(listings));
  t.match(first.result.progress, { created: 6, updated: 0, unchanged: 0, failed: 0 });
  const before = await own();
  t.equal(before.length, 6);

  t.test('the same file again: all unchanged, nothing written', async (t) => {
    const again = await importFeed(api, token, csvFeed(listings));
    t.match(again.validation.report, { total: 6, new: 0, updated: 0, unchanged: 6, withdrawn: 0 });
    t.match(again.result.progress, { processed: 6, created: 0, updated: 0, unchanged: 6, failed: 0 });
    const after = await own();
    t.same(after.map((e) => [e.externalRef, e.updatedAt]).sort(), before.map((e) => [e.externalRef, e.updatedAt]).sort(), 'no estate changed');
  });

  t.test('one price changed: exactly one update', async (t) => {
    const changed = listings.map((l) => (l.externalId === 'L-3' ? { ...l, price: 123456 } : l));
    const res = await importFeed(api, token, csvFeed(changed));
    t.match(res.validation.report, { new: 0, updated: 1, unchanged: 5 });
    t.match(res.result.progress, { created: 0, updated: 1, unchanged: 5 });
    const after = await own();
    t.equal(after.find((e) => e.externalRef === 'L-3')!.price, 123456);
    t.equal(after.length, 6, 'no duplicate');
  });

  t.test('a full feed withdraws what it no longer has, and a later feed brings it back', async (t) => {
    const fewer = listings
      .filter((l) => l.externalId !== 'L-5' && l.externalId !== 'L-6')
      .map((l) => (l.externalId === 'L-3' ? { ...l, price: 123456 } : l));
    const notFull = await upload(api, token, csvFeed(fewer));
    t.equal(notFull.body.report.withdrawn, 0, 'without fullFeed nothing is withdrawn');
    await call(api, 'DELETE', `/api/import/${notFull.body._id}`, undefined, token);

    const res = await importFeed(api, token, csvFeed(fewer), { fullFeed: true });
    t.equal(res.validation.fullFeed, true);
    t.match(res.validation.report, { total: 4, unchanged: 4, withdrawn: 2 });
    t.match(res.result.progress, { unchanged: 4, withdrawn: 2 });
    const after = await own();
    t.equal(after.length, 6, 'withdrawn listings are kept');
    t.same(
      after
        .filter((e) => e.status === 'archived')
        .map((e) => e.externalRef)
        .sort(),
      ['L-5', 'L-6'],
    );

    const back = await importFeed(api, token, csvFeed(listings.filter((l) => l.externalId === 'L-5')));
    t.match(back.result.progress, { updated: 1 });
    t.equal((await own()).find((e) => e.externalRef === 'L-5')!.status, 'published', 'published again');
  });
});

t.test('listings beyond the publication limit are saved as drafts', async (t) => {
  const api = await startApi({ estates: 0, config: { jobsPollSeconds: 0.5 } });
  t.teardown(api.close);
  // the demo user's free plan has three publications
  const token = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  const me = await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token);
  const published = me.body.values.filter((e: Own) => e.status === 'published').length;
  const room = Math.max(0, 3 - published);
  const res = await importFeed(api, token, csvFeed(listingsOf(5)));
  t.equal(res.validation.report.drafts, 5 - room, 'the report says how many become drafts');
  t.equal(res.result.report.drafts, 5 - room);
  t.equal(res.result.progress.created, 5, 'all are written');
  const after = (await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token)).body.values.filter((e: Own) =>
    e.externalRef?.startsWith('L-'),
  );
  t.equal(after.filter((e: Own) => e.status === 'published').length, room);
  t.equal(after.filter((e: Own) => e.status === 'draft').length, 5 - room);
});
