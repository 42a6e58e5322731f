// Issue 21, finding 5f: an imported `&` must read `&`, once. A feed's text is plain (entities decoded
// once by the reader); the estate's description is HTML, so the import writes it as the form writes
// typed text: escaped once, in paragraphs and line breaks. The title stays plain text.
import t from 'tap';
import { call, DEMO, signIn, startApi } from '../helpers/api.ts';
import { importFeed } from './api-import-fixtures.ts';
import { descriptionHtml } from '../../api/import/sync.ts';

t.test('descriptionHtml', async (t) => {
  t.equal(descriptionHtml('Sun & sea\nline 2\n\n<b>Next</b>'), '<p>Sun &amp; sea<br>line 2</p><p>&lt;b&gt;Next&lt;/b&gt;</p>');
  t.equal(descriptionHtml('  \n\n '), '');
});

t.test('a CSV feed with & in its texts', async (t) => {
  const api = await startApi({ estates: 0, config: { jobsPollSeconds: 0.5 } });
  t.teardown(() => api.close());
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const csv =
    'externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_en,description_en\n' +
    'AMP-1,sale,apartment,250000,eur,DE,Berlin,72,3,Haus & Garten,"Sun & sea\nquiet &amp; bright\n\nSecond paragraph"\n';
  const { result } = await importFeed(api, token, csv);
  t.equal(result.status, 'done');
  const mine = (await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token)).body.values as { aliasId: string; externalRef?: string }[];
  const alias = mine.find((e) => e.externalRef === 'AMP-1')!.aliasId;
  const estate = (await call(api, 'GET', `/api/estate/${alias}`, undefined, token)).body;
  t.equal(estate.title.en, 'Haus & Garten', 'the title as written');
  t.equal(
    estate.description.en,
    '<p>Sun &amp; sea<br />quiet &amp; bright</p><p>Second paragraph</p>',
    "the description: HTML, each & escaped once (the feed's own &amp; read as &)",
  );
  t.notMatch(estate.description.en, /&amp;amp;/, 'never twice');
});
