// Which documents link the private area's stylesheet at once (renderer/assets.ts usesPrivateCss): the
// private area, the guided advert flow and the operator area hold their paint for it; every other
// page loads it later without waiting (docs/decisions/0006).
import t from 'tap';
import { usesPrivateCss } from '../../renderer/assets.ts';

t.test('the private, advert and operator areas link the private stylesheet; public pages do not', async (t) => {
  for (const path of ['/private', '/private/myestates', '/private/leads', '/advert/contact', '/admin', '/admin/reports', '/admin/audit']) {
    t.ok(usesPrivateCss(path), path);
  }
  for (const path of ['/', '/search', '/estate/x', '/administrator', '/privateer', '/listing-check']) {
    t.notOk(usesPrivateCss(path), path);
  }
});
