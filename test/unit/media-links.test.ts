// Video and tour links (shared/core/media-links.ts): every accepted shape gives its provider and id,
// anything else nothing; the embeds are the privacy-enhanced players; the frame origins are exact.
import t from 'tap';
import { MEDIA_FRAME_ORIGINS, parseTourUrl, parseVideoUrl, videoEmbedUrl, videoPageUrl } from '../../shared/core/media-links.ts';

const YT = 'dQw4w9WgXcQ';

t.test('YouTube and Vimeo links in every accepted shape', async (t) => {
  const yt = { provider: 'youtube', id: YT };
  t.same(parseVideoUrl(`https://www.youtube.com/watch?v=${YT}`), yt, 'watch');
  t.same(parseVideoUrl(`https://m.youtube.com/watch?feature=share&v=${YT}&t=10`), yt, 'watch with other parameters');
  t.same(parseVideoUrl(`https://youtu.be/${YT}?si=abc`), yt, 'short link');
  t.same(parseVideoUrl(`https://youtube.com/shorts/${YT}`), yt, 'shorts');
  t.same(parseVideoUrl(`https://www.youtube.com/embed/${YT}`), yt, 'embed');
  t.same(parseVideoUrl(`  youtube.com/watch?v=${YT}  `), yt, 'without scheme, trimmed');
  t.same(parseVideoUrl('https://vimeo.com/76979871'), { provider: 'vimeo', id: '76979871' });
  t.same(parseVideoUrl('https://player.vimeo.com/video/76979871?h=1'), { provider: 'vimeo', id: '76979871' });
});

t.test('anything else is no video', async (t) => {
  for (const bad of [
    `http://www.youtube.com/watch?v=${YT}`,
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    `https://youtube.com.evil.example/watch?v=${YT}`,
    `https://evil.example/youtu.be/${YT}`,
    'https://youtu.be/short',
    `https://youtu.be/${YT}x`,
    `https://www.youtube.com/watch?v=${YT.slice(0, 10)}"`,
    `https://www.youtube.com/playlist?list=${YT}`,
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/0123',
    'https://player.vimeo.com/video/abc',
    `https://user@youtu.be/${YT}`,
    `https://youtu.be:444/${YT}`,
    '',
    `https://youtu.be/${'a'.repeat(600)}`,
  ]) {
    t.equal(parseVideoUrl(bad), null, JSON.stringify(bad.slice(0, 60)));
  }
});

t.test('the privacy-enhanced players and the canonical links', async (t) => {
  t.equal(videoEmbedUrl({ provider: 'youtube', id: YT }), `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1`);
  t.equal(videoEmbedUrl({ provider: 'vimeo', id: '42' }), 'https://player.vimeo.com/video/42?dnt=1&autoplay=1');
  t.equal(videoPageUrl({ provider: 'youtube', id: YT }), `https://www.youtube.com/watch?v=${YT}`);
  t.equal(videoPageUrl({ provider: 'vimeo', id: '42' }), 'https://vimeo.com/42');
  t.same(parseVideoUrl(videoPageUrl({ provider: 'vimeo', id: '42' })), { provider: 'vimeo', id: '42' }, 'round trip');
});

t.test('tours from the allowed hosts only, in canonical form', async (t) => {
  t.same(parseTourUrl('https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1'), {
    provider: 'matterport',
    url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
  });
  t.same(parseTourUrl('https://kuula.co/share/NxT3c?fs=1'), { provider: 'kuula', url: 'https://kuula.co/share/NxT3c' });
  t.same(parseTourUrl('https://kuula.co/share/collection/7lVLq'), { provider: 'kuula', url: 'https://kuula.co/share/collection/7lVLq' });
  for (const bad of [
    'http://my.matterport.com/show/?m=SxQL3iGyoDo',
    'https://my.matterport.com/show/',
    'https://my.matterport.com/show/?m=a%22b',
    'https://matterport.com.evil.example/show/?m=SxQL3iGyoDo',
    'https://kuula.co/profile/someone',
    'https://kuula.co/share/a/b/c',
    'javascript:alert(1)',
    'https://tours.example.com/x',
  ]) {
    t.equal(parseTourUrl(bad), null, bad);
  }
});

t.test('the frames allowed are exactly the players and the tour hosts', async (t) => {
  t.same([...MEDIA_FRAME_ORIGINS].sort(), [
    'https://kuula.co',
    'https://my.matterport.com',
    'https://player.vimeo.com',
    'https://www.youtube-nocookie.com',
  ]);
});
