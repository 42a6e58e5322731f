import t from 'tap';
import { normalizeHomeData } from '../../client/features/home/normalize.ts';

const item = (slug: string, type: string, publishedAt: string) => ({ slug, type, title: slug, preview: '', publishedAt });

t.test('the home page lists news in every language, with articles where they exist, newest first', async (t) => {
  const en = normalizeHomeData({ articles: [], news: [item('n1', 'news', '2026-10-01'), item('n2', 'news', '2026-11-01')] }, 'en');
  t.same(
    en.articles?.map((a) => a.slug),
    ['n2', 'n1'],
    'English shows the news though it has no articles',
  );

  const ru = normalizeHomeData(
    { articles: [item('a1', 'article', '2026-10-15')], news: [item('n1', 'news', '2026-10-01'), item('n2', 'news', '2026-11-01')] },
    'ru',
  );
  t.same(
    ru.articles?.map((a) => a.slug),
    ['n2', 'a1', 'n1'],
  );
});

t.test('no article lists at all hides the section; broken items are dropped', async (t) => {
  t.equal(normalizeHomeData({}, 'en').articles, null);
  const d = normalizeHomeData({ news: [{ slug: 3 }, item('ok', 'news', '2026-01-01')] }, 'de');
  t.same(
    d.articles?.map((a) => a.slug),
    ['ok'],
  );
});

t.test('at most six items', async (t) => {
  const news = Array.from({ length: 9 }, (_, i) => item(`n${i}`, 'news', `2026-01-0${i + 1}`));
  t.equal(normalizeHomeData({ news }, 'es').articles?.length, 6);
});
