import t from 'tap';
import { escapeHtml } from '../../shared/core/html.ts';

t.test('escapeHtml escapes the five characters and nothing else', async (t) => {
  t.equal(escapeHtml(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  t.equal(escapeHtml('&amp;'), '&amp;amp;', 'an entity is text: escaped again');
  t.equal(escapeHtml('Müller · 100 € / m² — ok'), 'Müller · 100 € / m² — ok');
  t.equal(escapeHtml(''), '');
});
