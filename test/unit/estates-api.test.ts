// The estate features' api calls against a fake caller: each goes to its contract endpoint's method
// and path with path parameters escaped, query and body as given; the photo upload posts multipart
// to the same path and turns an error answer into an ApiError with its body.
import t from 'tap';
import { ApiError, fillPath, type ApiCaller, type RequestOptions } from '../../client/lib/api.ts';
import { getEstate } from '../../client/features/estate/api.ts';
import * as form from '../../client/features/estateForm/api.ts';
import { deleteEstate, listMyEstates } from '../../client/features/myEstates/api.ts';
import { searchEstates } from '../../client/features/search/api.ts';
import * as contract from '../../shared/contract/estates.ts';
import type { Endpoint } from '../../shared/contract/http.ts';
import { toApiSearchQuery } from '../../shared/search/search-query.ts';

interface Seen {
  method: string;
  path: string;
  body?: unknown;
  query?: RequestOptions['query'];
}

function fakeCaller(answer: unknown = { ok: true }) {
  const seen: Seen[] = [];
  const api: ApiCaller = {
    get: async (path, opts) => (seen.push({ method: 'GET', path, query: opts?.query }), answer as never),
    post: async (path, body) => (seen.push({ method: 'POST', path, body }), answer as never),
    patch: async (path, body) => (seen.push({ method: 'PATCH', path, body }), answer as never),
    put: async (path, body) => (seen.push({ method: 'PUT', path, body }), answer as never),
    delete: async (path) => (seen.push({ method: 'DELETE', path }), answer as never),
  };
  return { api, seen };
}

const at = (e: Endpoint, params?: Record<string, string>) => ({ method: e.method, path: fillPath(e.path, params) });

t.test('each estate call goes to its endpoint', async (t) => {
  const { api, seen } = fakeCaller({ photos: [] });
  const query = toApiSearchQuery({ dealType: 'rent', heating: ['gas'] }, 'es', { lang: 'de', onPage: 12 });
  t.same(await searchEstates(api, { query }), { photos: [] }, 'the answer as given');
  await getEstate(api, { params: { aliasId: 'villa 1/2' } });
  await listMyEstates(api, { query: { page: 2, onPage: 10, status: 'draft' } });
  await deleteEstate(api, { params: { aliasId: 'x' } });
  await form.createEstate(api, { body: { dealType: 'sale' } as never });
  await form.updateEstate(api, { params: { aliasId: 'x' }, body: { price: 5 } });
  await form.listEstatePhotos(api, { params: { aliasId: 'x' } });
  await form.reorderEstatePhotos(api, { params: { aliasId: 'x' }, body: { order: ['b', 'a'] } });
  await form.deleteEstatePhoto(api, { params: { aliasId: 'x', photoId: 'p?1' } });
  t.same(seen, [
    { ...at(contract.searchEstates), query },
    { ...at(contract.getEstate, { aliasId: 'villa 1/2' }), query: undefined },
    { ...at(contract.listMyEstates), query: { page: 2, onPage: 10, status: 'draft' } },
    at(contract.deleteEstate, { aliasId: 'x' }),
    { ...at(contract.createEstate), body: { dealType: 'sale' } },
    { ...at(contract.updateEstate, { aliasId: 'x' }), body: { price: 5 } },
    { ...at(contract.listEstatePhotos, { aliasId: 'x' }), query: undefined },
    { ...at(contract.reorderEstatePhotos, { aliasId: 'x' }), body: { order: ['b', 'a'] } },
    at(contract.deleteEstatePhoto, { aliasId: 'x', photoId: 'p?1' }),
  ]);
  t.equal(seen[1].path, '/api/estate/villa%201%2F2', 'path parameters are escaped');
  t.equal(seen[8].path, '/api/estate/x/photos/p%3F1');
});

t.test('the photo upload posts the files as photo parts and fails with the body', async (t) => {
  const sent: { url: string; method?: string; names: string[] }[] = [];
  const ok = (async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method, names: (init.body as FormData).getAll('photo').map((f) => (f as File).name) });
    return new Response(JSON.stringify({ photos: [], added: ['p1'] }), { status: 201 });
  }) as typeof fetch;
  const files = [new File([new Uint8Array([1])], 'a.jpg'), new File([new Uint8Array([2])], 'b.png')];
  t.same(await form.uploadPhotos('my villa', files, ok), { photos: [], added: ['p1'] });
  t.same(sent, [{ url: fillPath(contract.uploadEstatePhotos.path, { aliasId: 'my villa' }), method: 'POST', names: ['a.jpg', 'b.png'] }]);

  const body = {
    statusCode: 415,
    error: 'Unsupported Media Type',
    code: 'UNSUPPORTED_PHOTO_TYPE',
    message: 'body/photo file must be a JPEG, PNG or WebP image',
  };
  const refused = (async () => new Response(JSON.stringify(body), { status: 415 })) as typeof fetch;
  const err = await form.uploadPhotos('x', files, refused).catch((e: unknown) => e);
  t.ok(err instanceof ApiError);
  t.match(err, { statusCode: 415, body });
  const offline = (async () => {
    throw new TypeError('network down');
  }) as typeof fetch;
  t.match(await form.uploadPhotos('x', files, offline).catch((e: unknown) => e), { statusCode: 0 });
});
