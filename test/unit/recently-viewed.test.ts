// The browser's list of recently viewed listings (client/features/estate/recent.ts): newest first,
// each once, at most RECENTLY_VIEWED_MAX, what a card shows kept, foreign data read as none.
import t from 'tap';
import {
  clearRecentlyViewed,
  readRecentlyViewed,
  rememberViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
} from '../../client/features/estate/recent.ts';
import { estate } from './public-fixtures.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

t.beforeEach(() => {
  (globalThis as { window?: unknown }).window = { localStorage: new MemoryStorage() };
});
t.afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

t.test('newest first, each once, at most the maximum', async (t) => {
  rememberViewed(estate('a'));
  rememberViewed(estate('b'));
  rememberViewed(estate('a'));
  t.same(
    readRecentlyViewed().map((e) => e.aliasId),
    ['a', 'b'],
  );
  for (let i = 0; i < RECENTLY_VIEWED_MAX + 5; i++) rememberViewed(estate(`x${i}`));
  const list = readRecentlyViewed();
  t.equal(list.length, RECENTLY_VIEWED_MAX);
  t.equal(list[0].aliasId, `x${RECENTLY_VIEWED_MAX + 4}`);
});

t.test('keeps what a card shows, the cover photo only', async (t) => {
  const e = estate('c', { photos: [{ _id: 'p1', url: '/media/1.webp' } as never, { _id: 'p2', url: '/media/2.webp' } as never] });
  rememberViewed(e);
  const [kept] = readRecentlyViewed();
  t.same(kept.photos, [{ url: '/media/1.webp' }]);
  t.equal(kept.price, e.price);
  t.same(kept.title, e.title);
  t.notOk('description' in kept, 'no description');
  t.notOk('owner' in kept, 'no owner');
});

t.test('foreign or broken data reads as none; clearing removes the key', async (t) => {
  const storage = (globalThis as unknown as { window: { localStorage: MemoryStorage } }).window.localStorage;
  storage.setItem(RECENTLY_VIEWED_KEY, '{not json');
  t.same(readRecentlyViewed(), []);
  storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ aliasId: 1 }, 'x', null]));
  t.same(readRecentlyViewed(), []);
  rememberViewed(estate('d'));
  clearRecentlyViewed();
  t.equal(storage.getItem(RECENTLY_VIEWED_KEY), null);
});
