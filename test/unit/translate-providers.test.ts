// The translation engines' requests against a local HTTP server: LibreTranslate's JSON body
// {q, source, target, format: "text", api_key} to /translate, DeepL's /v2/translate with its
// Authorization header and {text: [...], source_lang, target_lang}; the free API for ":fx" keys;
// 5xx and a time-out are retryable errors, 4xx is not; which engine wins when both are configured.
import t from 'tap';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { libreTranslateEngine } from '../../api/integrations/translate/libretranslate.ts';
import { deeplEngine, deeplOrigin } from '../../api/integrations/translate/deepl.ts';
import { createEngine } from '../../api/integrations/translate/engine.ts';
import { TranslateError } from '../../api/integrations/translate/provider.ts';
import { htmlToText, sourceHash, sourceOf, textToHtml } from '../../api/estates/translations.ts';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

async function server(answer: (seen: Seen, res: ServerResponse) => void): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const s = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const one = { method: req.method, url: req.url, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') };
    seen.push(one);
    answer(one, res);
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r) => (s.closeAllConnections(), s.close(() => r()))),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

t.test('LibreTranslate: one POST per text with q, source, target, format text and api_key', async (t) => {
  const srv = await server((s, res) => json(res, 200, { translatedText: `T:${(s.body as { q: string }).q}` }));
  t.teardown(srv.close);
  const engine = libreTranslateEngine({ url: `${srv.url}/`, apiKey: 'k1', timeoutMs: 2000 });
  t.same(await engine.translate({ texts: ['Дом', 'Сад'], from: 'ru', to: 'de' }), ['T:Дом', 'T:Сад']);
  t.equal(srv.seen.length, 2);
  t.equal(srv.seen[0].method, 'POST');
  t.equal(srv.seen[0].url, '/translate');
  t.match(srv.seen[0].headers['content-type'], /application\/json/);
  t.same(srv.seen[0].body, { q: 'Дом', source: 'ru', target: 'de', format: 'text', api_key: 'k1' });
  const bare = libreTranslateEngine({ url: srv.url, timeoutMs: 2000 });
  await bare.translate({ texts: ['x'], from: 'en', to: 'es' });
  t.same(srv.seen[2].body, { q: 'x', source: 'en', target: 'es', format: 'text' }, 'no api_key when none is set');
});

t.test('DeepL: /v2/translate with DeepL-Auth-Key and every text in one request', async (t) => {
  const srv = await server((s, res) => json(res, 200, { translations: (s.body as { text: string[] }).text.map((x) => ({ text: `D:${x}` })) }));
  t.teardown(srv.close);
  const engine = deeplEngine({ key: 'secret:fx', timeoutMs: 2000, url: srv.url });
  t.same(await engine.translate({ texts: ['Дом', 'Сад'], from: 'ru', to: 'en' }), ['D:Дом', 'D:Сад']);
  t.equal(srv.seen[0].url, '/v2/translate');
  t.equal(srv.seen[0].headers.authorization, 'DeepL-Auth-Key secret:fx');
  t.same(srv.seen[0].body, { text: ['Дом', 'Сад'], source_lang: 'RU', target_lang: 'EN-GB' });
  t.equal(deeplOrigin('abc:fx'), 'https://api-free.deepl.com', 'a key ending in :fx uses the free API');
  t.equal(deeplOrigin('abc'), 'https://api.deepl.com');
});

t.test('failures: 5xx and time-outs are retryable, 4xx is not', async (t) => {
  let status = 500;
  const srv = await server((_s, res) => {
    if (status === 0) return; // never answers
    json(res, status, { error: 'no' });
  });
  t.teardown(srv.close);
  const engine = libreTranslateEngine({ url: srv.url, timeoutMs: 300 });
  const tryIt = () =>
    engine.translate({ texts: ['a'], from: 'en', to: 'de' }).then(
      () => null,
      (e: unknown) => e,
    );
  let err = await tryIt();
  t.ok(err instanceof TranslateError && err.retryable, '500 is retryable');
  status = 400;
  err = await tryIt();
  t.ok(err instanceof TranslateError && !err.retryable, '400 is not');
  status = 0;
  err = await tryIt();
  t.ok(err instanceof TranslateError && err.retryable && /300 ms/.test(err.message), 'a time-out is retryable');
});

t.test('DeepL wins when both are configured; none configured, no engine', async (t) => {
  const base = { dailyChars: 1, timeoutMs: 1000 };
  t.equal(createEngine({ ...base, url: 'http://lt', deeplKey: 'k' })?.name, 'deepl');
  t.equal(createEngine({ ...base, url: 'http://lt' })?.name, 'libretranslate');
  t.equal(createEngine(base), null);
});

t.test('texts: the source language, its hash, HTML to plain text and back, escaped', async (t) => {
  t.same(sourceOf({ ru: 'Дом', de: ' ' }), { lang: 'ru', text: 'Дом' }, 'blank texts do not count');
  t.same(sourceOf({ ru: 'Дом', de: 'Haus' }), { lang: 'de', text: 'Haus' }, 'the first written in en, de, ru, es');
  t.equal(sourceOf({}), null);
  t.not(sourceHash({ lang: 'ru', text: 'a' }), sourceHash({ lang: 'ru', text: 'b' }));
  t.equal(htmlToText('<p>Eins &amp; zwei</p><ul><li>drei</li></ul><p>vier<br>fünf</p>'), 'Eins & zwei\n• drei\n\nvier\nfünf');
  t.equal(textToHtml('a <b>\n\nc & d'), '<p>a &lt;b&gt;</p><p>c &amp; d</p>');
});
