// The guided listing flow (client/features/advert) without a browser: the draft as stored (versioned
// key, what is read back checked field by field, anything else ignored), the step rules (which steps
// a visitor sees, which step a draft may open and where it is sent instead), and what the publish
// step sends: the body of POST /api/estate, then the photos, and a refusal mapped onto fields.
import t from 'tap';
import type { Resource } from '../../shared/contract/billing.ts';
import { ApiError, type ApiCaller } from '../../client/lib/api.ts';
import { FORM } from '../../client/lib/forms/errors.ts';
import {
  DRAFT_KEY,
  EMPTY_DRAFT,
  emptyDraft,
  isDraftEmpty,
  parseDraft,
  readDraft,
  removeDraft,
  serializeDraft,
  writeDraft,
  type AdvertDraft,
  type DraftStorage,
} from '../../client/features/advert/draft.ts';
import {
  nextStep,
  previousStep,
  priceErrors,
  stepGuard,
  stepOfField,
  visibleSteps,
  whatErrors,
  type FlowViewer,
} from '../../client/features/advert/flow.ts';
import { ADVERT_START_PATH, ADVERT_STEPS, advertPath } from '../../client/features/advert/paths.ts';
import { newPhotoId } from '../../client/features/advert/photoStore.ts';
import { autoTitle, publishBody, publishDraft } from '../../client/features/advert/publish.ts';
import { signUpBody } from '../../client/features/advert/screens/ContactScreen.tsx';
import { matchRoute } from '../../shared/routing/routes.ts';
import { ROUTES } from '../../client/app/screens.ts';

function memoryStorage(init: Record<string, string> = {}): DraftStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

const filled: AdvertDraft = {
  dealType: 'sale',
  estateType: 'apartment',
  countryCode: 'PT',
  city: 'Lisboa',
  price: '245000',
  currency: 'eur',
  livingSpace: '80,5',
  rooms: '3',
  title: '',
  photos: ['p-1', 'p-2'],
};

const visitor: FlowViewer = { isLoggedIn: false, resources: [] };
const publication = (limit: number, used: number): Resource[] => [{ type: 'PUBLICATION', limit, used }];
const newAccount: FlowViewer = { isLoggedIn: true, resources: [] };
const withRoom: FlowViewer = { isLoggedIn: true, resources: publication(3, 1) };
const usedUp: FlowViewer = { isLoggedIn: true, resources: publication(3, 3) };
const unlimited: FlowViewer = { isLoggedIn: true, resources: publication(-1, 40) };

t.test('the draft is stored under a versioned key and read back as written', async (t) => {
  t.equal(DRAFT_KEY, 'advert.draft.v1');
  const storage = memoryStorage();
  t.equal(readDraft(storage), null, 'nothing stored yet');
  t.ok(writeDraft(storage, filled));
  t.same(JSON.parse(storage.data.get(DRAFT_KEY)!), { v: 1, draft: filled }, 'the version is written beside the draft');
  t.same(readDraft(storage), filled);
  removeDraft(storage);
  t.equal(storage.data.size, 0, 'removed');
  t.ok(isDraftEmpty(emptyDraft()));
  t.notOk(isDraftEmpty({ ...emptyDraft(), city: 'Faro' }));
  t.notOk(isDraftEmpty({ ...emptyDraft(), photos: ['p-1'] }));
});

t.test('anything stored that is not a draft of this version is ignored', async (t) => {
  for (const [what, text] of [
    ['not JSON', '{"v":1,"draft":{'],
    ['JSON null', 'null'],
    ['a list', '[1,2]'],
    ['another version', JSON.stringify({ v: 2, draft: filled })],
    ['no version', JSON.stringify(filled)],
    ['a draft that is not an object', JSON.stringify({ v: 1, draft: 'apartment' })],
  ] as const) {
    t.equal(parseDraft(text), null, what);
    t.equal(readDraft(memoryStorage({ [DRAFT_KEY]: text })), null, `${what}: read as no draft`);
  }
  t.equal(readDraft(memoryStorage({ 'advert.draft.v0': serializeDraft(filled) })), null, 'an older key is not read');
  const throwing: DraftStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  t.equal(readDraft(throwing), null, 'a storage that refuses to be read holds no draft');
  t.equal(writeDraft(throwing, filled), false, 'a refused write is reported, not thrown');
  t.doesNotThrow(() => removeDraft(throwing));
  t.equal(readDraft(null), null);
});

t.test('a stored draft is checked field by field: what does not fit is emptied, the rest kept', async (t) => {
  const stored = JSON.stringify({
    v: 1,
    draft: {
      dealType: 'barter',
      estateType: 'spaceship',
      countryCode: 'pt',
      city: 'x'.repeat(101),
      price: 245000,
      currency: 'gbp',
      livingSpace: '80',
      rooms: '3',
      title: { en: 'a title' },
      photos: ['p-1', 'P 2!', 7, 'p-1', 'p-3'],
      extra: 'ignored',
    },
  });
  t.same(parseDraft(stored), {
    dealType: 'sale',
    estateType: '',
    countryCode: '',
    city: '',
    price: '',
    currency: '',
    livingSpace: '80',
    rooms: '3',
    title: '',
    photos: ['p-1', 'p-3'],
  });
  const many = JSON.stringify({ v: 1, draft: { ...filled, photos: Array.from({ length: 40 }, (_, i) => `p-${i}`) } });
  t.equal(parseDraft(many)!.photos.length, 30, 'no more photos than a listing may hold');
  t.match(newPhotoId(), /^[a-z0-9-]{1,64}$/, 'the photo store names photos the way the draft accepts');
  t.not(
    newPhotoId(1, () => 0.5),
    newPhotoId(1, () => 0.5),
    'two photos picked at once get different ids',
  );
});

t.test('the steps: their addresses are public routes of their own', async (t) => {
  t.same(ADVERT_STEPS, ['what', 'price', 'photos', 'contact', 'plan', 'publish']);
  t.equal(ADVERT_START_PATH, '/advert/what');
  for (const step of ADVERT_STEPS) {
    const m = matchRoute(advertPath(step), ROUTES);
    t.ok(m, `${step} has a route`);
    t.equal(m!.route.guard, undefined, `${step} is public (a visitor starts without an account)`);
  }
  const screens = new Set(ADVERT_STEPS.map((s) => matchRoute(advertPath(s), ROUTES)!.route.screen));
  t.equal(screens.size, 6, 'one screen per step');
  t.notOk(
    ROUTES.some((r) => r.path === '/advert'),
    'no page for the bare prefix',
  );
});

t.test('which steps a visitor goes through', async (t) => {
  t.same(visibleSteps(visitor), ['what', 'price', 'photos', 'contact', 'plan', 'publish'], 'a visitor: all, the plan in case it is needed');
  t.same(visibleSteps(withRoom), ['what', 'price', 'photos', 'publish'], 'signed in with room to publish: no contact, no plan');
  t.same(visibleSteps(unlimited), ['what', 'price', 'photos', 'publish'], 'an unlimited plan has room');
  t.same(visibleSteps(newAccount), ['what', 'price', 'photos', 'plan', 'publish'], 'signed in without a plan: the plan step');
  t.same(visibleSteps(usedUp), ['what', 'price', 'photos', 'plan', 'publish'], 'a used-up plan: the plan step');

  t.equal(nextStep('what', visitor), 'price');
  t.equal(nextStep('photos', visitor), 'contact');
  t.equal(nextStep('photos', withRoom), 'publish');
  t.equal(nextStep('photos', usedUp), 'plan');
  t.equal(nextStep('contact', newAccount), 'plan', 'after signing up: the plan');
  t.equal(nextStep('contact', withRoom), 'publish', 'after signing in with room: publishing');
  t.equal(nextStep('publish', withRoom), 'publish', 'publish is the last');
  t.equal(previousStep('what', visitor), null);
  t.equal(previousStep('publish', visitor), 'plan');
  t.equal(previousStep('publish', withRoom), 'photos');
  t.equal(previousStep('plan', newAccount), 'photos', 'the way back skips the contact step once signed in');
});

t.test('which step a draft may open, and where it is sent instead', async (t) => {
  const empty = emptyDraft();
  const whatOnly: AdvertDraft = { ...empty, dealType: 'rent', estateType: 'villa', countryCode: 'ES', city: 'Marbella' };
  const cases: [string, AdvertDraft, FlowViewer, Record<string, string | null>][] = [
    ['an empty draft', empty, visitor, { what: null, price: 'what', photos: 'what', contact: 'what', plan: 'what', publish: 'what' }],
    ['the first step done', whatOnly, visitor, { what: null, price: null, photos: 'price', contact: 'price', plan: 'price', publish: 'price' }],
    [
      'both form steps done, a visitor',
      filled,
      visitor,
      { what: null, price: null, photos: null, contact: null, plan: 'contact', publish: 'contact' },
    ],
    ['a new account', filled, newAccount, { photos: null, contact: 'plan', plan: null, publish: 'plan' }],
    ['an account with room', filled, withRoom, { photos: null, contact: 'publish', plan: 'publish', publish: null }],
    ['a used-up plan', filled, usedUp, { contact: 'plan', plan: null, publish: 'plan' }],
    ['the first step done, signed in with room', whatOnly, withRoom, { price: null, photos: 'price', publish: 'price' }],
  ];
  for (const [what, draft, viewer, expected] of cases) {
    for (const [step, target] of Object.entries(expected)) {
      t.equal(stepGuard(step as (typeof ADVERT_STEPS)[number], draft, viewer), target, `${what}: ${step} → ${target ?? 'opens'}`);
    }
  }
  t.same(
    Object.keys(whatErrors({ ...whatOnly, countryCode: 'es', city: '  ' })).sort(),
    ['city', 'countryCode'],
    'a country code as stored, a city not blank',
  );
  t.same(Object.keys(priceErrors({ ...filled, price: 'cheap', livingSpace: '0', rooms: '2.5', title: 'x'.repeat(201) })).sort(), [
    'livingSpace',
    'price',
    'rooms',
    'title',
  ]);
  t.same(priceErrors({ ...filled, currency: '' }), { currency: { key: 'forms.errors.required' } }, 'a currency must be chosen');
  t.same(priceErrors(filled), {}, 'a decimal comma is taken: "80,5"');
  t.equal(stepOfField('city'), 'what');
  t.equal(stepOfField('rooms'), 'price');
  t.equal(stepOfField('title'), 'price');
  t.equal(stepOfField('distances.sea'), null);
});

const de = (key: string, values: Record<string, string> = {}) =>
  ({
    'estate.estateType.apartment': 'Wohnung',
    'advert.autoTitle.sale': `${values.type} zum Kauf in ${values.city}`,
    'advert.autoTitle.rent': `${values.type} zur Miete in ${values.city}`,
    'advert.autoTitle.property': 'Immobilie',
  })[key] ?? key;

t.test('the body the publish step sends', async (t) => {
  t.equal(autoTitle(filled, de), 'Wohnung zum Kauf in Lisboa', 'an empty headline is written from the first step');
  t.equal(autoTitle({ ...filled, dealType: 'rent', estateType: '', city: ' Faro ' }, de), 'Immobilie zur Miete in Faro');

  const body = publishBody(filled, 'de', ' Helle Wohnung an der Alfama ');
  t.match(body, {
    dealType: 'sale',
    estateType: 'apartment',
    title: { de: 'Helle Wohnung an der Alfama' },
    price: 245000,
    currency: 'eur',
    geoData: { countryCode: 'PT', city: 'Lisboa' },
    livingSpace: 80.5,
    rooms: 3,
    status: 'published',
  });
  t.same(Object.keys(body.title), ['de'], 'the headline in the visitor language only');
  t.same(body.geoData, { countryCode: 'PT', city: 'Lisboa' }, 'no empty address or area');
  t.notOk('description' in body && Object.keys(body.description ?? {}).length, 'no description');
  t.equal(body.comfort?.length ?? 0, 0, 'no facets were asked');
  t.notOk('photos' in body, 'photos are not part of the body: they are uploaded after');
  t.equal(publishBody({ ...filled, currency: 'rub', price: '9 900 000' }, 'ru', 'Квартира').currency, 'rub');
  t.equal(publishBody({ ...filled, currency: 'rub', price: '9 900 000' }, 'ru', 'Квартира').price, 9_900_000);
});

function fakeApi(answer: (path: string, body: unknown) => unknown): ApiCaller & { calls: { method: string; path: string; body: unknown }[] } {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record =
    (method: string) =>
    async <T>(path: string, body?: unknown): Promise<T> => {
      calls.push({ method, path, body });
      return answer(path, body) as T;
    };
  return { calls, get: record('GET'), post: record('POST'), patch: record('PATCH'), put: record('PUT'), delete: record('DELETE') };
}

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

t.test('publishing creates the listing, then uploads the photos in their order', async (t) => {
  const api = fakeApi(() => ({ aliasId: 'pt-lisboa-42' }));
  const uploads: { aliasId: string; names: string[] }[] = [];
  const body = publishBody(filled, 'en', 'Bright flat');
  const out = await publishDraft(
    {
      api,
      upload: async (aliasId, files) => {
        uploads.push({ aliasId, names: files.map((f) => f.name) });
      },
    },
    body,
    [file('cover.jpg'), file('kitchen.jpg')],
  );
  t.same(out, { ok: true, aliasId: 'pt-lisboa-42', photoFailure: null });
  t.same(api.calls, [{ method: 'POST', path: '/api/estate', body }], 'one create call with the body');
  t.same(uploads, [{ aliasId: 'pt-lisboa-42', names: ['cover.jpg', 'kitchen.jpg'] }], 'then the photos, cover first');

  let uploaded = false;
  const none = await publishDraft({ api: fakeApi(() => ({ aliasId: 'x-1' })), upload: async () => void (uploaded = true) }, body, []);
  t.same(none, { ok: true, aliasId: 'x-1', photoFailure: null });
  t.notOk(uploaded, 'no photos: no upload');
});

t.test('a refused listing comes back as errors by field; refused photos leave the listing published', async (t) => {
  const body = publishBody(filled, 'en', 'Bright flat');
  const invalid = fakeApi(() => {
    throw new ApiError(400, 'invalid', {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'invalid',
      errors: [{ field: 'geoData.city', code: 'REQUIRED', message: 'required' }],
    });
  });
  t.same(await publishDraft({ api: invalid }, body, []), { ok: false, code: 'VALIDATION', errors: { city: { key: 'forms.errors.required' } } });

  const full = fakeApi(() => {
    throw new ApiError(403, 'limit', { statusCode: 403, code: 'PUBLICATION_LIMIT_REACHED', message: 'limit' });
  });
  const refused = await publishDraft({ api: full }, body, [file('a.jpg')]);
  t.same(refused, { ok: false, code: 'PUBLICATION_LIMIT_REACHED', errors: { [FORM]: { key: 'estateForm.errors.publicationLimit' } } });

  const offline = fakeApi(() => {
    throw new ApiError(0, 'failed to fetch');
  });
  t.same(await publishDraft({ api: offline }, body, []), { ok: false, code: null, errors: { [FORM]: { key: 'forms.errors.network' } } });

  const out = await publishDraft(
    {
      api: fakeApi(() => ({ aliasId: 'pt-lisboa-43' })),
      upload: async () => {
        throw new ApiError(415, 'unsupported', { statusCode: 415, code: 'UNSUPPORTED_PHOTO_TYPE', message: 'unsupported' });
      },
    },
    body,
    [file('a.heic')],
  );
  t.same(out, { ok: true, aliasId: 'pt-lisboa-43', photoFailure: { key: 'estateForm.photos.wrongTypeServer' } });
});

t.test('the contact step signs up with the listing language and only the details given', async (t) => {
  const values = {
    accountType: 'private' as const,
    company: 'ignored for a private person',
    firstName: ' Ana ',
    lastName: 'Sousa',
    email: ' ana@example.com ',
    phone: ' ',
    password: 'secret-password',
    countryCode: 'PT',
    city: ' Lisboa ',
    acceptTerms: true,
  };
  t.same(signUpBody(values, 'es'), {
    email: 'ana@example.com',
    password: 'secret-password',
    title: 'none',
    firstName: 'Ana',
    lastName: 'Sousa',
    isRealtor: false,
    countryCode: 'PT',
    city: 'Lisboa',
    language: 'es',
  });
  t.match(signUpBody({ ...values, accountType: 'realtor', phone: '+351 900', company: 'Casa Lda' }, 'en'), {
    isRealtor: true,
    phone: '+351 900',
    company: 'Casa Lda',
  });
  t.equal(EMPTY_DRAFT.dealType, 'sale', 'a new draft offers a sale first');
});
