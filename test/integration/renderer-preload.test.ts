// The preloaded stores are trimmed (renderer/preload.ts): listings in list stores carry the fields
// cards read, stores in their initial state are left out. What matters is that the browser renders
// the same markup from them as the server did from the full state (else hydration fails): the api
// seeded with listings, the gateway serving the pages, and the bare render of the page from the
// trimmed stores compared with the served markup.
import t from 'tap';
import { startBenchStack } from '../../bin/bench/http.ts';
import { findRootDir } from '../../gateway/paths.ts';
import { createRenderer } from '../../renderer/index.ts';
import { CARD_FIELDS } from '../../renderer/preload.ts';
import type { Language } from '../../shared/core/constants.ts';
import type { PreloadedData } from '../../shared/contract/page.ts';

function parts(html: string): { markup: string; data: PreloadedData } {
  const root = html.indexOf('<div id="root">');
  const script = html.indexOf('<script type="application/json"');
  const markup = html.slice(root + '<div id="root">'.length, html.lastIndexOf('</div>', script));
  const json = /<script type="application\/json" id="__PRELOADED__">([\s\S]*?)<\/script>/.exec(html)![1];
  return { markup, data: JSON.parse(json) as PreloadedData };
}

t.test('pages carry trimmed stores from which the browser renders the same markup', async (t) => {
  const rootDir = findRootDir();
  const stack = await startBenchStack(rootDir, 24);
  t.teardown(() => stack.close());
  const renderer = await createRenderer({ rootDir });
  for (const [url, lng] of [
    ['/search', 'en'],
    ['/search?page=2', 'ru'],
    ['/', 'de'],
  ] as [string, Language][]) {
    const res = await fetch(`${stack.gatewayUrl}${url}${url.includes('?') ? '&' : '?'}lng=${lng}`);
    t.equal(res.status, 200, `${url} ${lng}`);
    const { markup, data } = parts(await res.text());
    const stores = data.stores as { search?: { list: { values: Record<string, unknown>[] } } } & Record<string, unknown>;
    if (url.startsWith('/search')) {
      const values = stores.search?.list.values ?? [];
      t.ok(values.length > 0, `${url}: listings are shown`);
      for (const v of values)
        t.same(
          Object.keys(v).filter((k) => !(CARD_FIELDS as readonly string[]).includes(k)),
          [],
          'a listing carries card fields only',
        );
      t.notOk('estate' in stores || 'profile' in stores, 'stores still in their initial state are left out');
    }
    const again = await renderer.renderBare(data.path, data.language, stores as never);
    t.equal(again, markup, `${url} ${lng}: the markup from the trimmed stores is the served markup`);
  }
});
