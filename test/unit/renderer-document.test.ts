// The preloaded data's serialization: no value can close the script or break it, and it round-trips.
import t from 'tap';
import { renderDocument } from '../../renderer/document.ts';
import { escapeHtml } from '../../shared/core/html.ts';
import { serializeForScript } from '../../renderer/serialize.ts';

const hostile = {
  title: '</script><script>alert(1)</script>',
  comment: '<!-- <script>',
  amp: 'a & b > c',
  separators: 'line\u2028para\u2029end',
  nested: [{ deep: '</SCRIPT >' }],
};

function preloadedScript(html: string): string {
  const open = '<script type="application/json" id="__PRELOADED__">';
  const start = html.indexOf(open);
  const end = html.indexOf('</script>', start);
  return html.slice(start + open.length, end);
}

t.test('serializeForScript escapes <, >, &, U+2028 and U+2029 and stays JSON', async (t) => {
  const out = serializeForScript(hostile);
  t.notMatch(out, /[<>&\u2028\u2029]/);
  t.match(out, /\\u003c\/script\\u003e/);
  t.same(JSON.parse(out), hostile);
  t.equal(serializeForScript(undefined), 'null');
});

t.test('in the document the hostile value stays inside the one JSON script and round-trips', async (t) => {
  const html = renderDocument({
    language: 'de',
    title: hostile.title,
    description: '"quoted" <desc>',
    canonical: '/x?lng=de&a=1',
    alternates: [],
    noindex: false,
    css: ['/assets/entry.css'],
    entry: '/assets/entry.js',
    modulePreloads: [],
    markup: '<p>ok</p>',
    preloaded: hostile,
  });
  t.equal(html.match(/<script/g)?.length, 2, 'the JSON script and the entry script, nothing injected');
  t.same(JSON.parse(preloadedScript(html)), hostile);
  t.match(html, /^<!doctype html><html lang="de">/);
  t.match(html, '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  t.match(html, 'content="&quot;quoted&quot; &lt;desc&gt;"');
  t.match(html, 'href="/x?lng=de&amp;a=1"');
  t.match(html, '<script type="module" src="/assets/entry.js"></script>');
  t.match(html, '<div id="root"><p>ok</p></div>');
});

t.test('escapeHtml covers the five characters', async (t) => {
  t.equal(escapeHtml(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});
