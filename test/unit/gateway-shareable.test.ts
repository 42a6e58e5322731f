// Which api answers the gateway's reader may share between visitors (gateway/api-reader.ts): a 200
// that the api did not mark private or no-store, and not over the size bound.
import t from 'tap';
import { shareable } from '../../gateway/api-reader.ts';

const ok = { status: 200, body: '{}' };

t.ok(shareable(ok), 'a 200 without Cache-Control');
t.ok(shareable({ ...ok, cacheControl: 'public, max-age=30, stale-while-revalidate=120' }), 'a public answer');
t.notOk(shareable({ ...ok, cacheControl: 'private, no-store' }), 'private, no-store');
t.notOk(shareable({ ...ok, cacheControl: 'no-store' }), 'no-store alone');
t.notOk(shareable({ ...ok, cacheControl: 'max-age=0, Private' }), 'private in any case and place');
t.notOk(shareable({ ...ok, cacheControl: 'private="set-cookie"' }), 'private naming a field');
t.ok(shareable({ ...ok, cacheControl: 'max-age=30, x-not-private-ext' }), 'an extension that only contains the word');
t.notOk(shareable({ status: 404, body: '{}' }), 'an error is never shared');
t.notOk(shareable({ status: 200, body: 'x'.repeat(512 * 1024 + 1) }), 'nor an answer over 512 KiB');
