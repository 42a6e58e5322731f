// Uploaded photos are named by their content (api/estates/photos.ts photoKeys), and so are the demo
// photos (api/seed/images), so /media answers them as immutable; keys from before hashing keep a
// day's cache.
import t from 'tap';
import { keepSmaller, photoKeys } from '../../api/estates/photos.ts';
import { demoPhotos } from '../../api/seed/images/index.ts';
import { acceptsAvif, avifKeyOf, isImmutableMediaKey, isValidMediaKey } from '../../api/integrations/media/store.ts';
import { thumbUrl } from '../../client/features/estateForm/components/photoFiles.ts';

t.test('a photo key carries the hash of its bytes; the thumbnail key follows it', async (t) => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const a = photoKeys('est-1', id, new Uint8Array([1, 2, 3]));
  t.match(a.large, /^estates\/est-1\/0f8fad5b-d9cb-469f-a165-70867728950e--[0-9a-f]{12}\.webp$/);
  t.equal(a.thumb, a.large.replace(/\.webp$/, '.thumb.webp'));
  t.same(photoKeys('est-1', id, new Uint8Array([1, 2, 3])), a, 'the same bytes, the same name');
  t.not(photoKeys('est-1', id, new Uint8Array([1, 2, 4])).large, a.large, 'other bytes, another name');
  t.ok(isValidMediaKey(a.large) && isValidMediaKey(a.thumb));
  t.ok(isImmutableMediaKey(a.large) && isImmutableMediaKey(a.thumb), 'immutable');
  t.equal(thumbUrl(`/media/${a.large}`), `/media/${a.thumb}`, 'the client finds the thumbnail');
  t.throws(() => photoKeys('../x', id, new Uint8Array([1])), 'ids are checked');
});

t.test('demo photos are named by content: immutable, each with a thumbnail the client finds', async (t) => {
  const set = demoPhotos();
  t.equal(set.length, new Set(set.map((p) => p.storageKey)).size, 'every name its own');
  for (const p of set) {
    t.match(p.storageKey, /^demo\/[a-z]+-\d{2}--[0-9a-f]{12}\.webp$/);
    t.ok(isValidMediaKey(p.storageKey) && isValidMediaKey(p.thumbKey), `${p.storageKey}: a valid key`);
    t.ok(isImmutableMediaKey(p.storageKey) && isImmutableMediaKey(p.thumbKey), `${p.storageKey}: immutable`);
    t.equal(thumbUrl(`/media/${p.storageKey}`), `/media/${p.thumbKey}`, `${p.storageKey}: its thumbnail`);
  }
  t.same(
    demoPhotos().map((p) => p.storageKey),
    set.map((p) => p.storageKey),
    'the same names every time (the drawing is deterministic)',
  );
});

t.test('demo photos of older seeds and unhashed keys are not immutable', async (t) => {
  t.notOk(isImmutableMediaKey('demo/villa-01.webp'));
  t.notOk(isImmutableMediaKey('estates/est-1/0f8fad5b-d9cb-469f-a165-70867728950e.webp'), 'a UUID ends in 12 hex digits: not a hash');
  t.notOk(isImmutableMediaKey('og-cache/estates/a/b--0123456789ab.jpg'));
});

t.test('AVIF: the sibling key, the Accept header, the smaller rendition kept', async (t) => {
  t.equal(avifKeyOf('estates/e1/p1--0123456789ab.webp'), 'estates/e1/p1--0123456789ab.avif');
  t.equal(avifKeyOf('estates/e1/p1--0123456789ab.thumb.webp'), 'estates/e1/p1--0123456789ab.thumb.avif');
  t.ok(isImmutableMediaKey('estates/e1/p1--0123456789ab.thumb.avif'), 'content-named AVIF is immutable');
  t.ok(acceptsAvif('image/avif,image/webp,*/*;q=0.8'), "Chrome's image Accept");
  t.ok(acceptsAvif('IMAGE/AVIF;q=0.5'), 'any positive weight, any case');
  t.notOk(acceptsAvif('image/webp,*/*'), 'not named: WebP');
  t.notOk(acceptsAvif('image/avif;q=0, image/webp'), 'q=0 refuses it');
  t.notOk(acceptsAvif(undefined));
  const a = Buffer.alloc(10);
  const b = Buffer.alloc(20);
  t.equal(keepSmaller(a, b), a, 'smaller AVIF kept');
  t.equal(keepSmaller(b, a), undefined, 'larger AVIF dropped');
  t.equal(keepSmaller(a, Buffer.alloc(10)), undefined, 'equal size: WebP alone');
});
