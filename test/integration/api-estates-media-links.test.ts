// Video and virtual tour over HTTP through the gateway: created and changed with an estate in every
// accepted link shape, stored as provider and id (the canonical link answered beside), cleared with
// null; http:, other hosts, javascript: and bad ids answer 400 naming `videoUrl` / `tourUrl` and write
// nothing; the public read answers both; the estate page's CSP frames exactly the allowed hosts.
import t from 'tap';
import { call } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import type { Estate } from '../../shared/contract/estates.ts';

const YT = 'dQw4w9WgXcQ';

t.test('video and tour links', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(stack.close);
  const gw = { url: stack.gatewayUrl };
  const owner = await newUser(stack.api);
  const stranger = await newUser(stack.api);
  let alias = '';

  t.test('created with both, read publicly, changed in every shape, cleared', async (t) => {
    const created = await call<Estate>(
      gw,
      'POST',
      '/api/estate',
      estateBody({ videoUrl: `https://www.youtube.com/watch?v=${YT}&t=42s`, tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1' }),
      owner.token,
    );
    t.equal(created.status, 201, JSON.stringify(created.body));
    t.same(created.body.video, { provider: 'youtube', id: YT });
    t.equal(created.body.videoUrl, `https://www.youtube.com/watch?v=${YT}`, 'canonical link');
    t.equal(created.body.tourUrl, 'https://my.matterport.com/show/?m=SxQL3iGyoDo', 'canonical tour link');
    alias = created.body.aliasId;

    const visitor = await call<Estate>(gw, 'GET', `/api/estate/${alias}`);
    t.equal(visitor.status, 200);
    t.same(visitor.body.video, { provider: 'youtube', id: YT }, 'a visitor reads the video');
    t.equal(visitor.body.tourUrl, 'https://my.matterport.com/show/?m=SxQL3iGyoDo', 'and the tour');

    const shapes: [string, { provider: string; id: string }][] = [
      [`https://youtu.be/${YT}`, { provider: 'youtube', id: YT }],
      [`https://youtube.com/shorts/${YT}`, { provider: 'youtube', id: YT }],
      [`https://www.youtube.com/embed/${YT}`, { provider: 'youtube', id: YT }],
      [`youtube.com/watch?v=${YT}`, { provider: 'youtube', id: YT }],
      ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
      ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ];
    for (const [videoUrl, video] of shapes) {
      const res = await call<Estate>(gw, 'PATCH', `/api/estate/${alias}`, { videoUrl }, owner.token);
      t.equal(res.status, 200, `${videoUrl}: ${JSON.stringify(res.body)}`);
      t.same(res.body.video, video, `${videoUrl} is stored as ${video.provider} ${video.id}`);
    }
    const vimeo = await call<Estate>(gw, 'GET', `/api/estate/${alias}`);
    t.equal(vimeo.body.videoUrl, 'https://vimeo.com/76979871');

    for (const [tourUrl, canonical] of [
      ['https://kuula.co/share/collection/7lVLq', 'https://kuula.co/share/collection/7lVLq'],
      ['https://kuula.co/share/NxT3c?fs=1&vr=1', 'https://kuula.co/share/NxT3c'],
    ]) {
      const res = await call<Estate>(gw, 'PATCH', `/api/estate/${alias}`, { tourUrl }, owner.token);
      t.equal(res.status, 200, JSON.stringify(res.body));
      t.equal(res.body.tourUrl, canonical, tourUrl);
    }

    const other = await call<Estate>(gw, 'PATCH', `/api/estate/${alias}`, { price: 470_000 }, owner.token);
    t.same(other.body.video, { provider: 'vimeo', id: '76979871' }, 'a patch without them keeps both');
    t.equal(other.body.tourUrl, 'https://kuula.co/share/NxT3c');

    const foreign = await call(gw, 'PATCH', `/api/estate/${alias}`, { videoUrl: `https://youtu.be/${YT}` }, stranger.token);
    t.ok(foreign.status === 403 || foreign.status === 404, `another user cannot change them (${foreign.status})`);

    const cleared = await call<Estate>(gw, 'PATCH', `/api/estate/${alias}`, { videoUrl: null, tourUrl: null }, owner.token);
    t.equal(cleared.status, 200);
    t.equal(cleared.body.video, null, 'null clears the video');
    t.equal(cleared.body.videoUrl, null);
    t.equal(cleared.body.tourUrl, null, 'and the tour');
  });

  t.test('bad links answer 400 naming the field and write nothing', async (t) => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['video over http', { videoUrl: `http://www.youtube.com/watch?v=${YT}` }, 'videoUrl'],
      ['video on another host', { videoUrl: `https://www.dailymotion.com/video/${YT}` }, 'videoUrl'],
      ['a look-alike host', { videoUrl: `https://youtube.com.evil.example/watch?v=${YT}` }, 'videoUrl'],
      ['javascript: video', { videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
      ['short YouTube id', { videoUrl: 'https://youtu.be/abc' }, 'videoUrl'],
      ['YouTube id with a quote', { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgX"Q' }, 'videoUrl'],
      ['Vimeo id not a number', { videoUrl: 'https://vimeo.com/channels' }, 'videoUrl'],
      ['video not a string', { videoUrl: 42 }, 'videoUrl'],
      ['video too long', { videoUrl: `https://youtu.be/${'a'.repeat(600)}` }, 'videoUrl'],
      ['tour over http', { tourUrl: 'http://my.matterport.com/show/?m=SxQL3iGyoDo' }, 'tourUrl'],
      ['tour on another host', { tourUrl: 'https://tours.example.com/show/?m=SxQL3iGyoDo' }, 'tourUrl'],
      ['javascript: tour', { tourUrl: 'javascript:alert(document.cookie)' }, 'tourUrl'],
      ['matterport without a model', { tourUrl: 'https://my.matterport.com/show/' }, 'tourUrl'],
      ['matterport with a bad model', { tourUrl: 'https://my.matterport.com/show/?m=<script>' }, 'tourUrl'],
      ['tour with credentials', { tourUrl: 'https://user:pw@kuula.co/share/NxT3c' }, 'tourUrl'],
      ['tour with a port', { tourUrl: 'https://kuula.co:8443/share/NxT3c' }, 'tourUrl'],
    ];
    for (const [what, fields, field] of cases) {
      const res = await call(gw, 'POST', '/api/estate', estateBody({ status: 'draft', ...fields }), owner.token);
      t.equal(res.status, 400, `${what}: 400 (${res.status})`);
      t.ok(
        (res.body.errors ?? []).some((e: { field: string }) => e.field === field),
        `${what}: names ${field} (${JSON.stringify(res.body.errors)})`,
      );
      const patch = await call(gw, 'PATCH', `/api/estate/${alias}`, fields, owner.token);
      t.equal(patch.status, 400, `${what}: a patch too`);
    }
    const mine = await call(gw, 'GET', '/api/estate/my', undefined, owner.token);
    t.equal(mine.body.meta.total, 1, 'nothing was written');
    const still = await call<Estate>(gw, 'GET', `/api/estate/${alias}`);
    t.equal(still.body.video, null, 'the estate keeps no video');
  });

  t.test("the estate page's CSP frames exactly the players and tour hosts", async (t) => {
    await call(gw, 'PATCH', `/api/estate/${alias}`, { videoUrl: `https://youtu.be/${YT}` }, owner.token);
    const page = await fetch(`${stack.gatewayUrl}/estate/${alias}`);
    t.equal(page.status, 200);
    const csp = page.headers.get('content-security-policy') ?? '';
    const frameSrc = /(?:^|;)\s*frame-src ([^;]*)/.exec(csp)?.[1].trim().split(/\s+/).sort();
    t.same(
      frameSrc,
      [
        'https://hooks.stripe.com',
        'https://js.stripe.com',
        'https://kuula.co',
        'https://my.matterport.com',
        'https://player.vimeo.com',
        'https://www.youtube-nocookie.com',
      ].sort(),
      'Stripe’s card frames, the two privacy-enhanced players and the two tour hosts, nothing else',
    );
    t.notMatch(csp, /frame-src[^;]*\*/, 'no wildcard');
    const html = await page.text();
    t.notMatch(html, /<iframe[^>]*youtube/, 'the page renders no player frame before a click');
  });
});
