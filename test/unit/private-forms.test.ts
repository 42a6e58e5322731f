// The form helpers of the private area: api answers mapped onto fields, the browser-side checks,
// photo file checks, and the listing form's round trip (api estate → form values → api body) with
// descriptions as text.
import t from 'tap';
import { FACET_FIELDS } from '../../shared/search/facets.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import { FORM, apiErrorToFormErrors, hasFieldError, messageOfCode, toApiFailure, type ApiFailure } from '../../client/lib/forms/errors.ts';
import { all, email, maxLength, minLength, numberIn, parseNumber, phone, required, runRules } from '../../client/lib/forms/validators.ts';
import { checkPhotoFiles, MAX_PHOTOS, MAX_PHOTO_BYTES, thumbUrl } from '../../client/features/estateForm/components/photoFiles.ts';
import { ESTATE_FIELD_ALIASES, ESTATE_FIELD_NAMES, emptyEstateValues, validateEstate } from '../../client/features/estateForm/components/values.ts';
import { bodyFromValues, valuesFromEstate } from '../../client/features/estateForm/convert.ts';
import { htmlToText, textToHtml } from '../../client/features/estateForm/description.ts';
import { escapeHtml } from '../../shared/core/html.ts';
import { photoError, saveErrors } from '../../client/features/estateForm/sagas.ts';

const failure = (
  statusCode: number,
  fieldErrors: ApiFailure['fieldErrors'] = [],
  code: string | null = statusCode === 400 ? 'VALIDATION' : null,
): ApiFailure => ({
  statusCode,
  code,
  message: 'for logs only',
  fieldErrors,
});

t.test('an api error body becomes a failure the store can keep', async (t) => {
  const err = Object.assign(new Error('body/email must match format "email"; body/title is required'), {
    statusCode: 400,
    body: {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'x',
      errors: [
        { field: 'email', code: 'INVALID_EMAIL', message: 'email must match format "email"' },
        { field: 'password', code: 'TOO_SHORT', message: 'password too short', limit: 8 },
        { nonsense: true },
      ],
    },
  });
  t.same(toApiFailure(err), {
    statusCode: 400,
    code: 'VALIDATION',
    message: err.message,
    fieldErrors: [
      { field: 'email', code: 'INVALID_EMAIL' },
      { field: 'password', code: 'TOO_SHORT', limit: 8 },
    ],
  });
  t.same(toApiFailure(new Error('offline')), { statusCode: 0, code: null, message: 'offline', fieldErrors: [] }, 'a network failure');
  t.ok(hasFieldError(toApiFailure(err), 'email'));
  t.notOk(hasFieldError(toApiFailure(err), 'title'));
});

t.test('field error codes become localized message keys', async (t) => {
  t.same(messageOfCode('REQUIRED'), { key: 'forms.errors.required' });
  t.same(messageOfCode('TOO_SHORT', 8), { key: 'forms.errors.tooShort', values: { min: 8 } });
  t.same(messageOfCode('TOO_SMALL', 0), { key: 'forms.errors.min', values: { min: 0 } });
  t.same(messageOfCode('TOO_LARGE', 1000), { key: 'forms.errors.max', values: { max: 1000 } });
  t.same(messageOfCode('NOT_INTEGER'), { key: 'forms.errors.integer' });
  t.same(messageOfCode('INVALID_CHOICE'), { key: 'forms.errors.choice' });
  t.same(messageOfCode('UNKNOWN_COUNTRY'), { key: 'forms.errors.invalid' });
});

t.test('an api failure goes beside its fields, all at once, or to the whole form', async (t) => {
  const fields = ['email', 'countryCode', 'city', 'title'];
  t.same(
    apiErrorToFormErrors(
      failure(400, [
        { field: 'email', code: 'INVALID_EMAIL' },
        { field: 'title', code: 'INVALID_CHOICE' },
      ]),
      fields,
    ),
    { email: { key: 'forms.errors.email' }, title: { key: 'forms.errors.choice' } },
    'every invalid field at once',
  );
  t.same(
    apiErrorToFormErrors(failure(400, [{ field: 'geoData.city', code: 'REQUIRED' }]), fields, { aliases: { 'geoData.city': 'city' } }),
    { city: { key: 'forms.errors.required' } },
    'through an alias',
  );
  t.same(
    apiErrorToFormErrors(failure(400, [{ field: 'title.de', code: 'TOO_LONG', limit: 200 }]), fields),
    { title: { key: 'forms.errors.tooLong', values: { max: 200 } } },
    'by its top-level name',
  );
  t.same(apiErrorToFormErrors(failure(400, [{ field: 'unknown', code: 'NOT_ALLOWED' }]), fields), { [FORM]: { key: 'forms.errors.rejected' } });
  t.same(
    apiErrorToFormErrors(failure(409, [], 'EMAIL_TAKEN'), fields, {
      codes: { EMAIL_TAKEN: { field: 'email', message: { key: 'auth.errors.emailTaken' } } },
    }),
    { email: { key: 'auth.errors.emailTaken' } },
    'a domain code beside its field',
  );
  t.same(
    apiErrorToFormErrors(failure(400, [{ field: 'countryCode', code: 'UNKNOWN_COUNTRY' }]), fields, {
      codes: { UNKNOWN_COUNTRY: { message: { key: 'x.unknownCountry' } } },
    }),
    { countryCode: { key: 'x.unknownCountry' } },
    'a domain field code',
  );
  t.same(apiErrorToFormErrors(failure(0), fields), { [FORM]: { key: 'forms.errors.network' } });
  t.same(apiErrorToFormErrors(failure(429), fields), { [FORM]: { key: 'forms.errors.tooManyRequests' } });
  t.same(apiErrorToFormErrors(failure(502), fields), { [FORM]: { key: 'forms.errors.server' } });
  t.same(apiErrorToFormErrors(failure(401), fields, { special: { 401: { key: 'auth.errors.invalidCredentials' } } }), {
    [FORM]: { key: 'auth.errors.invalidCredentials' },
  });
});

t.test('browser-side checks', async (t) => {
  t.same(required('  '), { key: 'forms.errors.required' });
  t.equal(required('x'), null);
  t.same(email('a@b'), { key: 'forms.errors.email' });
  t.equal(email('a@b.example'), null);
  t.equal(email(''), null, 'an empty optional address passes');
  t.same(phone('call me'), { key: 'forms.errors.phone' });
  t.equal(phone('+49 (89) 123-45/6'), null);
  t.same(minLength(8)('short'), { key: 'forms.errors.tooShort', values: { min: 8 } });
  t.same(maxLength(3)('four'), { key: 'forms.errors.tooLong', values: { max: 3 } });
  const count = numberIn(1, 10, { integer: true });
  t.same(count('2.5'), { key: 'forms.errors.integer' });
  t.same(count('0'), { key: 'forms.errors.min', values: { min: 1 } });
  t.same(count('abc'), { key: 'forms.errors.number' });
  t.equal(count(''), null);
  t.equal(numberIn(0, 100)('12,5'), null, 'a decimal comma is a number');
  t.same(all(required, email)(''), { key: 'forms.errors.required' }, 'the first failing check wins');
  t.same(Object.keys(runRules({ a: '', b: 'x' }, { a: required, b: required })), ['a']);
  t.equal(parseNumber(' 1 250,5 '), 1250.5);
  t.equal(parseNumber(''), null);
  t.equal(parseNumber('x'), null);
});

t.test('picked photo files are checked before any upload', async (t) => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  const ok = checkPhotoFiles([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp')], 0);
  t.equal(ok.accepted.length, 3);
  t.equal(ok.error, null);
  const mixed = checkPhotoFiles(
    [file('doc.pdf', 'application/pdf'), file('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1), file('fine.jpg', 'image/jpeg')],
    0,
  );
  t.same(
    mixed.accepted.map((f) => f.name),
    ['fine.jpg'],
    'the good ones still go',
  );
  t.same(mixed.error, { key: 'estateForm.photos.wrongType', values: { name: 'doc.pdf' } }, 'the first refusal is named');
  t.same(checkPhotoFiles([file('x.jpg', 'image/jpeg')], MAX_PHOTOS).error, { key: 'estateForm.photos.tooMany', values: { max: MAX_PHOTOS } });
  t.equal(
    checkPhotoFiles([file('no-type.JPG', '')], 0).accepted.length,
    1,
    'a file without a type is judged by its name here (the api sniffs the content)',
  );
  t.equal(thumbUrl('/media/estates/e-1/p-2.webp'), '/media/estates/e-1/p-2.thumb.webp', 'an uploaded photo has a thumbnail');
  t.equal(thumbUrl('/media/demo/sea-02--0123456789ab.webp'), '/media/demo/sea-02--0123456789ab.thumb.webp', 'a demo photo has one');
  t.equal(thumbUrl('/media/demo/villa-01.webp'), '/media/demo/villa-01.webp', 'a demo photo of an older seed has none');
  t.equal(thumbUrl('blob:http://x/1'), 'blob:http://x/1');
});

t.test('descriptions: text out as safe HTML, HTML back as text', async (t) => {
  t.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  t.equal(textToHtml('Line <b>one</b> & more\nline two\n\n\nNext  '), '<p>Line &lt;b&gt;one&lt;/b&gt; &amp; more<br>line two</p><p>Next</p>');
  t.equal(textToHtml('  \n\n '), '');
  t.equal(htmlToText('<p>Line &lt;b&gt;one&lt;/b&gt; &amp; more<br>line two</p><p>Next</p>'), 'Line <b>one</b> & more\nline two\n\nNext');
  t.equal(htmlToText('<h2>Rooms</h2><ul><li>Two bedrooms</li><li>Sea&nbsp;view &#8364;</li></ul>'), 'Rooms\n\n• Two bedrooms\n• Sea\u00a0view €');
  for (const text of ['plain', 'a < b > c & "d" \'e\'', 'one\ntwo\n\nthree', '<script>alert(1)</script>']) {
    t.equal(htmlToText(textToHtml(text)), text, `round trip: ${JSON.stringify(text)}`);
  }
});

function sampleEstate(): Estate {
  return {
    _id: 'e1',
    aliasId: 'marbella-villa-abc',
    dealType: 'sale',
    estateType: 'villa',
    title: { en: 'Villa', de: 'Villa DE' },
    description: { en: '<p>Sunny &amp; quiet</p>' },
    price: 245000,
    currency: 'eur',
    priceConverted: { amount: 245000, currency: 'eur' },
    geoData: { countryCode: 'ES', area: 'Andalusia', city: 'Marbella', address: null, lat: null, lng: null },
    buildYear: 1998,
    livingSpace: 180,
    totalSpace: 220,
    rooms: 5,
    bedrooms: null,
    ...(Object.fromEntries(FACET_FIELDS.map((f) => [f, []])) as unknown as Pick<Estate, (typeof FACET_FIELDS)[number]>),
    comfort: ['pool', 'garden'],
    condition: ['renovated'],
    details: {
      plotArea: 900,
      priceNegotiable: true,
      floors: 2,
      distances: { sea: 0.4 },
      location: { en: 'Near the beach' },
      availableFrom: '2026-05-01',
    },
    status: 'published',
    photos: [],
    owner: { _id: 'u1', aliasId: 'jon', title: 'mr', firstName: 'Jon', lastName: 'J', isRealtor: true, company: null, phone: null },
    isTopOffer: false,
    topOfferUntil: null,
    isNew: false,
    views: 0,
    externalRef: 'REF-7',
    publishedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

t.test('an estate becomes form values and goes back as the same body', async (t) => {
  const values = valuesFromEstate(sampleEstate());
  t.equal(values.description.en, 'Sunny & quiet');
  t.equal(values.price, '245000');
  t.equal(values.plotArea, '900');
  t.equal(values.bedrooms, '');
  t.equal(values.distances.sea, '0.4');
  t.same(values.facets.comfort, ['pool', 'garden']);
  t.equal(values.location.en, 'Near the beach');
  t.same(validateEstate(values), {}, 'a stored estate passes the checks');

  const body = bodyFromValues(values, 'change', 'published');
  t.same(body.title, { en: 'Villa', de: 'Villa DE' }, 'only languages with text');
  t.same(body.description, { en: '<p>Sunny &amp; quiet</p>' });
  t.equal(body.price, 245000);
  t.same(
    body.geoData,
    { countryCode: 'ES', city: 'Marbella', area: 'Andalusia', address: null, lat: null, lng: null },
    'a cleared address is sent as null in a change, and so are absent coordinates',
  );
  const placed = bodyFromValues({ ...values, lat: '36.51', lng: '-4.88' }, 'change', 'published');
  t.same([placed.geoData?.lat, placed.geoData?.lng], [36.51, -4.88], 'coordinates go as numbers, both together');
  const half = bodyFromValues({ ...values, lat: '36.51', lng: '' }, 'create', 'published');
  t.notOk(half.geoData && 'lat' in half.geoData, 'one coordinate alone is not sent');
  t.ok(validateEstate({ ...values, lat: '36.51', lng: '' }).lng, 'and the form asks for the other');
  t.ok(validateEstate({ ...values, lat: '91', lng: '0' }).lat, 'a latitude past 90 is refused');
  t.ok(validateEstate({ ...values, lat: '0', lng: '-180.5' }).lng, 'a longitude past 180 is refused');
  t.equal(body.bedrooms, null);
  t.same(body.details, {
    location: { en: 'Near the beach' },
    priceNegotiable: true,
    availableFrom: '2026-05-01',
    plotArea: 900,
    floors: 2,
    distances: { sea: 0.4 },
    listedBuilding: false,
  });
  t.equal(body.externalRef, 'REF-7');
  t.equal(body.status, 'published');

  const created = bodyFromValues({ ...values, bedrooms: '', externalRef: '' }, 'create', 'draft');
  t.notOk('bedrooms' in created, 'empty fields are left out of a new estate');
  t.notOk('externalRef' in created);
  t.equal(created.status, 'draft');
});

t.test('the listing form checks', async (t) => {
  const empty = validateEstate(emptyEstateValues());
  for (const f of ['estateType', 'title', 'price', 'countryCode', 'city', 'livingSpace', 'rooms']) t.ok(empty[f], `${f} is required`);
  const v = { ...emptyEstateValues(), availableFrom: '2026-06-01', availableTo: '2026-05-01' };
  v.distances = { ...v.distances, sea: '-1' };
  const found = validateEstate(v);
  t.same(found.availableTo, { key: 'estateForm.errors.availableOrder' });
  t.same(found['distances.sea'], { key: 'forms.errors.min', values: { min: 0 } });
  t.equal(ESTATE_FIELD_ALIASES['geoData.city'], 'city');
  t.equal(ESTATE_FIELD_ALIASES['details.distances.sea'], 'distances.sea');
  t.ok(ESTATE_FIELD_NAMES.includes('distances.sea') && ESTATE_FIELD_NAMES.includes('comfort') && ESTATE_FIELD_NAMES.includes('price'));
});

t.test('a failed save or photo call maps on the answer’s code and fields, never its text', async (t) => {
  const answer = (statusCode: number, body: Record<string, unknown>) =>
    Object.assign(new Error('any text'), { statusCode, body: { statusCode, ...body } });
  t.same(saveErrors(answer(403, { code: 'NO_PUBLICATION_RESOURCE' })), { [FORM]: { key: 'estateForm.errors.noPublication' } });
  t.same(saveErrors(answer(403, { code: 'PUBLICATION_LIMIT_REACHED' })), { [FORM]: { key: 'estateForm.errors.publicationLimit' } });
  t.same(saveErrors(answer(403, { code: 'NOT_OWNER' })), { [FORM]: { key: 'estateForm.errors.notOwner' } });
  t.same(
    saveErrors(
      answer(400, {
        code: 'VALIDATION',
        errors: [
          { field: 'geoData.city', code: 'REQUIRED', message: 'x' },
          { field: 'livingSpace', code: 'TOO_SMALL', limit: 0.01, message: 'x' },
          { field: 'details.distances.sea', code: 'TOO_LARGE', limit: 20000, message: 'x' },
          { field: 'title.en', code: 'TOO_LONG', limit: 200, message: 'x' },
        ],
      }),
    ),
    {
      city: { key: 'forms.errors.required' },
      livingSpace: { key: 'forms.errors.min', values: { min: 0.01 } },
      'distances.sea': { key: 'forms.errors.max', values: { max: 20000 } },
      title: { key: 'forms.errors.tooLong', values: { max: 200 } },
    },
    'every field beside its input',
  );
  t.same(photoError(answer(415, { code: 'UNSUPPORTED_PHOTO_TYPE' })), { key: 'estateForm.photos.wrongTypeServer' });
  t.same(photoError(answer(413, { code: 'PHOTO_TOO_LARGE' })), { key: 'estateForm.photos.tooLargeServer' });
  t.same(photoError(answer(400, { code: 'VALIDATION', errors: [{ field: 'photo', code: 'TOO_MANY_PHOTOS', message: 'x' }] })), {
    key: 'estateForm.photos.tooMany',
    values: { max: MAX_PHOTOS },
  });
  t.same(photoError(answer(400, { code: 'VALIDATION', errors: [{ field: 'photo', code: 'INVALID_PHOTO', message: 'x' }] })), {
    key: 'estateForm.photos.rejected',
  });
  t.same(photoError(answer(403, { code: 'NOT_OWNER' })), { key: 'estateForm.errors.notOwner' });
  t.same(photoError(new Error('offline')), { key: 'forms.errors.network' });
});
