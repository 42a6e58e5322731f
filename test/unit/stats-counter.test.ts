// The pieces of the listing statistics (api/stats): the bot matcher, the buffer a view or an
// impression lands in, the range check of a stats request, the top-offer periods, CSV cells.
import t from 'tap';
import { isBot } from '../../api/stats/bots.ts';
import { StatsBuffer } from '../../api/stats/buffer.ts';
import { csvCell, statsRange, topOfferPeriods } from '../../api/stats/service.ts';

t.test('bots are told by their user agent', async (t) => {
  for (const ua of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    'facebookexternalhit/1.1',
    'Screaming Frog SEO Spider/19.0',
    'DuckDuckBot-Https/1.1',
    'ia_archiver',
    'curl/8.5.0',
    'Wget/1.21',
    'python-requests/2.31',
    'Go-http-client/1.1',
    'some crawler',
    '',
    undefined,
  ]) {
    t.ok(isBot(ua), `bot: ${ua}`);
  }
  for (const ua of [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  ]) {
    t.notOk(isBot(ua), `a person: ${ua}`);
  }
});

t.test('the buffer keeps a view once per listing, day and visitor, and sums impressions', async (t) => {
  const b = new StatsBuffer();
  b.addView({ aliasId: 'a', day: '2026-11-28', visitor: 'v1', userId: null });
  b.addView({ aliasId: 'a', day: '2026-11-28', visitor: 'v1', userId: null });
  b.addView({ aliasId: 'a', day: '2026-11-28', visitor: 'v2', userId: null });
  b.addView({ aliasId: 'b', day: '2026-11-28', visitor: 'v1', userId: null });
  b.addView({ aliasId: 'a', day: '2026-11-29', visitor: 'v1', userId: null });
  t.equal(b.size, 4, 'the same visitor twice on a listing and day is one entry');
  b.addView({ aliasId: 'a', day: '2026-11-28', visitor: 'v2', userId: 'owner' });
  b.addImpressions('2026-11-28', ['e1', 'e2']);
  b.addImpressions('2026-11-28', ['e1']);
  t.equal(b.size, 6);
  const batch = b.take();
  t.equal(b.size, 0, 'taking empties it');
  t.equal(batch.views.find((v) => v.aliasId === 'a' && v.visitor === 'v2')?.userId, 'owner', 'signed in wins, so the owner is recognised');
  t.same(
    batch.impressions.map((i) => [i.estateId, i.count]),
    [
      ['e1', 2],
      ['e2', 1],
    ],
  );
  b.addImpressions('2026-11-28', ['e1']);
  b.putBack(batch);
  t.equal(b.size, 6, 'a batch not written goes back');
  t.equal(b.take().impressions.find((i) => i.estateId === 'e1')?.count, 3, 'merged with what came meanwhile');
});

t.test('the range of a stats request', async (t) => {
  const now = new Date('2026-11-28T15:00:00Z');
  t.same(statsRange({}, now), { from: '2026-10-30', to: '2026-11-28' }, 'default: the last 30 days');
  t.same(statsRange({ from: '2026-11-01', to: '2026-11-01' }, now), { from: '2026-11-01', to: '2026-11-01' }, 'one day');
  t.same(statsRange({ from: '2025-11-28', to: '2026-11-28' }, now), { from: '2025-11-28', to: '2026-11-28' }, '366 days');
  const field = (q: { from?: string; to?: string }) => {
    try {
      statsRange(q, now);
      return 'none';
    } catch (err) {
      return (err as { fieldErrors?: { field: string }[] }).fieldErrors?.[0]?.field;
    }
  };
  t.equal(field({ from: '2025-11-27', to: '2026-11-28' }), 'to', '367 days');
  t.equal(field({ from: '2026-02-30' }), 'from', 'no such day');
  t.equal(field({ to: '2026-02-29' }), 'to', 'not a leap year');
  t.equal(field({ from: '2026-11-02', to: '2026-11-01' }), 'from', 'from after to');
});

t.test('top-offer periods: each paid order extends the running one', async (t) => {
  const orders = [
    { paidAt: new Date('2026-11-01T10:00:00Z'), days: 7 },
    { paidAt: new Date('2026-11-05T10:00:00Z'), days: 7 },
    { paidAt: new Date('2026-11-25T10:00:00Z'), days: 30 },
  ];
  t.same(topOfferPeriods(orders, '2026-10-01', '2026-11-28'), [
    { from: '2026-11-01', to: '2026-11-15' },
    { from: '2026-11-25', to: '2026-11-28' },
  ]);
  t.same(topOfferPeriods(orders, '2026-11-16', '2026-11-20'), [], 'none in the range');
});

t.test('CSV cells cannot start a formula', async (t) => {
  t.equal(csvCell(12), '12');
  t.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  t.equal(csvCell('+1'), "'+1");
  t.equal(csvCell('-1'), "'-1");
  t.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
  t.equal(csvCell('a,b'), '"a,b"');
});
