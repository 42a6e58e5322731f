// The private area's store features run for real (the app's store, every saga) against a scripted
// api: what a user does goes in as an action, what the screens show comes out as state.
import t from 'tap';
import { createInstance } from 'i18next';
import { ApiError, type ApiCaller } from '../../client/lib/api.ts';
import { configureStore, type AppStore, type PreloadedState } from '../../client/store/configureStore.ts';
import { resetPasswordRequest, signInRequest, signUpRequest, type SignUpPayload } from '../../client/features/auth/slice.ts';
import { deleteAccount, saveProfile } from '../../client/features/profile/slice.ts';
import { openMessage, fetchMessageList, sendMessage } from '../../client/features/messages/slice.ts';
import { saveEstate } from '../../client/features/estateForm/slice.ts';
import { bodyFromValues } from '../../client/features/estateForm/convert.ts';
import { emptyEstateValues } from '../../client/features/estateForm/components/values.ts';
import { deleteMyEstate, fetchMyEstates } from '../../client/features/myEstates/slice.ts';
import { choosePlan } from '../../client/features/billing/slice.ts';
import type { Message } from '../../shared/contract/messages.ts';
import type { User } from '../../shared/contract/users.ts';

type Handler = (body?: unknown, query?: unknown) => unknown;

/** An api that answers from a script `'METHOD /path' → handler` and records every call. */
function scriptedApi(script: Record<string, Handler>) {
  const calls: string[] = [];
  const run = async (method: string, path: string, body?: unknown, query?: unknown) => {
    calls.push(`${method} ${path}`);
    const handler = script[`${method} ${path}`];
    if (!handler) throw new ApiError(404, `no script for ${method} ${path}`);
    return handler(body, query);
  };
  const api: ApiCaller = {
    get: (path, opts) => run('GET', path, undefined, opts?.query) as never,
    post: (path, body) => run('POST', path, body) as never,
    patch: (path, body) => run('PATCH', path, body) as never,
    put: (path, body) => run('PUT', path, body) as never,
    delete: (path, _opts, body) => run('DELETE', path, body) as never,
  };
  return { api, calls };
}

const fail =
  (status: number, message: string, body: Record<string, unknown> = {}) =>
  () => {
    throw new ApiError(status, message, { statusCode: status, message, ...body });
  };

function makeStore(api: ApiCaller, preloaded: PreloadedState = {}): AppStore {
  const { store } = configureStore(preloaded, {
    api,
    i18n: createInstance(),
    browser: false,
    logger: { error: () => undefined, warn: () => undefined },
    setCookie: () => undefined,
    messageRefreshMs: 300_000,
  });
  return store;
}

/** Waits (without a deadline of its own: tap's time-out ends a hang) until the state satisfies `done`. */
async function until(store: AppStore, done: (s: ReturnType<AppStore['getState']>) => boolean): Promise<void> {
  while (!done(store.getState())) await new Promise((r) => setTimeout(r, 5));
}

const me: User = {
  _id: 'u-me',
  aliasId: 'me',
  title: 'ms',
  firstName: 'Ann',
  lastName: 'Me',
  isRealtor: false,
  company: null,
  phone: null,
  about: {},
  language: 'en',
  geoData: { countryCode: 'DE', area: null, city: 'Berlin' },
  tags: [],
  email: 'me@example.com',
};
const other = { _id: 'u-other', aliasId: 'other', title: 'mr' as const, firstName: 'Bo', lastName: 'Other', isRealtor: true };
const ref = ({ _id, aliasId, title, firstName, lastName, isRealtor }: typeof other | typeof me) => ({
  _id,
  aliasId,
  title,
  firstName,
  lastName,
  isRealtor,
  company: null,
});
const message = (id: string, to: typeof other | typeof me, readAt: string | null): Message => ({
  _id: id,
  from: ref(to === me ? other : me),
  to: ref(to),
  estate: null,
  subject: 's',
  body: 'b',
  createdAt: '2026-01-01T00:00:00.000Z',
  readAt,
});
const signedIn = (unread: number): PreloadedState => ({
  user: { isLoggedIn: true, data: me, resources: [{ type: 'PUBLICATION', limit: 3 }], status: 'success' },
  unreadCount: { unreadMessages: unread, newLeads: 0, isUpdating: false, error: null },
});

t.test('opening a message the list showed unread lowers the badge by one', async (t) => {
  const { api } = scriptedApi({
    'GET /api/messages': () => ({
      meta: { page: 1, onPage: 20, totalPages: 1, total: 2 },
      values: [message('m1', me, null), message('m2', me, '2026-01-02T00:00:00.000Z')],
    }),
    'GET /api/messages/m1': () => message('m1', me, '2026-01-03T00:00:00.000Z'),
    'GET /api/messages/m2': () => message('m2', me, '2026-01-02T00:00:00.000Z'),
  });
  const store = makeStore(api, signedIn(1));
  store.dispatch(fetchMessageList({ box: 'inbox', page: 1 }));
  await until(store, (s) => s.messages.list.status === 'success');
  store.dispatch(openMessage({ id: 'm1' }));
  await until(store, (s) => s.messages.current.status === 'success');
  t.equal(store.getState().unreadCount.unreadMessages, 0);
  t.equal(store.getState().messages.list.values[0].readAt, '2026-01-03T00:00:00.000Z', 'the list shows it read');
  store.dispatch(openMessage({ id: 'm2' }));
  await until(store, (s) => s.messages.current.message?._id === 'm2');
  t.equal(store.getState().unreadCount.unreadMessages, 0, 'a read one changes nothing; never below zero');
});

t.test('opening a message not in the list asks the api for the count', async (t) => {
  const { api, calls } = scriptedApi({
    'GET /api/messages/m9': () => message('m9', me, '2026-01-03T00:00:00.000Z'),
    'GET /api/messages/unread-amount': () => ({ unreadAmount: 4 }),
  });
  const store = makeStore(api, signedIn(5));
  store.dispatch(openMessage({ id: 'm9' }));
  await until(store, (s) => s.unreadCount.unreadMessages === 4);
  t.ok(calls.includes('GET /api/messages/unread-amount'));
});

t.test('opening a message I sent leaves the badge alone', async (t) => {
  const { api, calls } = scriptedApi({ 'GET /api/messages/s1': () => message('s1', other, null) });
  const store = makeStore(api, signedIn(2));
  store.dispatch(openMessage({ id: 's1' }));
  await until(store, (s) => s.messages.current.status === 'success');
  t.equal(store.getState().unreadCount.unreadMessages, 2);
  t.notOk(calls.includes('GET /api/messages/unread-amount'));
});

t.test('a message the api does not know is the not-found page', async (t) => {
  const { api } = scriptedApi({ 'GET /api/messages/nope': fail(404, 'Message not found') });
  const store = makeStore(api, signedIn(0));
  store.dispatch(openMessage({ id: 'nope' }));
  await until(store, (s) => s.messages.current.status === 'failed');
  t.ok(store.getState().root.is404);
});

t.test('a refused message puts every invalid field beside its input, by code; a sent one is done', async (t) => {
  const refused = scriptedApi({
    'POST /api/messages': fail(400, 'body/to is not a known user; body/subject must NOT have more than 200 characters', {
      code: 'VALIDATION',
      errors: [
        { field: 'to', code: 'UNKNOWN_RECIPIENT', message: 'to is not a known user' },
        { field: 'subject', code: 'TOO_LONG', limit: 200, message: 'subject must NOT have more than 200 characters' },
      ],
    }),
  });
  const store = makeStore(refused.api, signedIn(0));
  store.dispatch(sendMessage({ to: 'nobody', subject: 'x'.repeat(201), body: 'hello' }));
  await until(store, (s) => s.messages.send.errors !== null);
  t.same(store.getState().messages.send.errors, {
    to: { key: 'privateMessages.errors.unknownRecipient' },
    subject: { key: 'forms.errors.tooLong', values: { max: 200 } },
  });

  const estateGone = scriptedApi({
    'POST /api/messages': fail(400, 'body/estateAliasId is not a known estate', {
      code: 'VALIDATION',
      errors: [{ field: 'estateAliasId', code: 'UNKNOWN_ESTATE', message: 'estateAliasId is not a known estate' }],
    }),
  });
  const store2 = makeStore(estateGone.api, signedIn(0));
  store2.dispatch(sendMessage({ to: 'other', estateAliasId: 'gone', subject: 's', body: 'b' }));
  await until(store2, (s) => s.messages.send.errors !== null);
  t.same(store2.getState().messages.send.errors, { estateAliasId: { key: 'privateMessages.errors.unknownEstate' } });

  const sent: unknown[] = [];
  const ok = scriptedApi({ 'POST /api/messages': (body) => (sent.push(body), { message: message('n1', other, null) }) });
  const store3 = makeStore(ok.api, signedIn(0));
  store3.dispatch(sendMessage({ to: 'other', subject: 's', body: 'b' }));
  await until(store3, (s) => s.messages.send.done);
  t.same(sent, [{ to: 'other', subject: 's', body: 'b' }], 'the form values are the body');
});

t.test('sign-up: a taken address goes beside the e-mail field; success signs in', async (t) => {
  const taken = scriptedApi({ 'POST /api/auth/sign-up': fail(409, 'An account with this e-mail address exists already', { code: 'EMAIL_TAKEN' }) });
  const store = makeStore(taken.api);
  const body: SignUpPayload = {
    email: 'a@b.example',
    password: 'password-1',
    title: 'mr',
    firstName: 'A',
    lastName: 'B',
    isRealtor: false,
    countryCode: 'DE',
    city: 'Berlin',
  };
  store.dispatch(signUpRequest(body));
  await until(store, (s) => !s.auth.signUp.busy);
  t.same(store.getState().auth.signUp.errors, { email: { key: 'auth.errors.emailTaken' } });
  t.notOk(store.getState().user.isLoggedIn);

  const ok = scriptedApi({
    'POST /api/auth/sign-up': () => ({ user: me }),
    'POST /api/auth/sign-in': () => ({ user: me, subscriptions: [] }),
    'GET /api/messages/unread-amount': () => ({ unreadAmount: 0 }),
  });
  const store2 = makeStore(ok.api);
  store2.dispatch(signUpRequest(body));
  await until(store2, (s) => s.auth.signUp.done);
  t.ok(store2.getState().user.isLoggedIn, 'signed in right after');
  t.same(ok.calls.slice(0, 2), ['POST /api/auth/sign-up', 'POST /api/auth/sign-in']);
});

t.test('sign-in: wrong credentials are a form message, a bad address a field message', async (t) => {
  const { api } = scriptedApi({ 'POST /api/auth/sign-in': fail(401, 'Wrong e-mail address or password') });
  const store = makeStore(api);
  store.dispatch(signInRequest({ email: 'a@b.example', password: 'x' }));
  await until(store, (s) => s.auth.signIn.errors !== null);
  t.same(store.getState().auth.signIn.errors, { _form: { key: 'auth.errors.invalidCredentials' } });
  const bad = scriptedApi({
    'POST /api/auth/sign-in': fail(400, 'body/email must match format "email"', {
      code: 'VALIDATION',
      errors: [{ field: 'email', code: 'INVALID_EMAIL', message: 'email must match format "email"' }],
    }),
  });
  const store2 = makeStore(bad.api);
  store2.dispatch(signInRequest({ email: 'nope', password: 'x' }));
  await until(store2, (s) => s.auth.signIn.errors !== null);
  t.same(store2.getState().auth.signIn.errors, { email: { key: 'forms.errors.email' } });
});

t.test('sign-up: every field the api names gets its message at once, by code not by text', async (t) => {
  const { api } = scriptedApi({
    'POST /api/auth/sign-up': fail(400, 'body/email must match format "email"; body/title must be one of mr, mrs, ms, dr, none', {
      code: 'VALIDATION',
      errors: [
        { field: 'email', code: 'INVALID_EMAIL', message: 'the text is not read' },
        { field: 'title', code: 'INVALID_CHOICE', message: 'the text is not read' },
        { field: 'isRealtor', code: 'INVALID_TYPE', message: 'the text is not read' },
        { field: 'password', code: 'TOO_SHORT', limit: 8, message: 'the text is not read' },
      ],
    }),
  });
  const store = makeStore(api);
  store.dispatch(
    signUpRequest({
      email: 'a@b.example',
      password: 'password-1',
      title: 'mr',
      firstName: 'A',
      lastName: 'B',
      isRealtor: false,
      countryCode: 'DE',
      city: 'Berlin',
    }),
  );
  await until(store, (s) => !s.auth.signUp.busy);
  t.same(store.getState().auth.signUp.errors, {
    email: { key: 'forms.errors.email' },
    title: { key: 'forms.errors.choice' },
    accountType: { key: 'forms.errors.invalid' },
    password: { key: 'forms.errors.tooShort', values: { min: 8 } },
  });
});

t.test('reset password: a used link is a form message, a short password a field message', async (t) => {
  const used = scriptedApi({
    'POST /api/auth/reset-password': fail(400, 'body/resetToken is unknown, used or expired', {
      code: 'VALIDATION',
      errors: [{ field: 'resetToken', code: 'INVALID_RESET_TOKEN', message: 'resetToken is unknown, used or expired' }],
    }),
  });
  const store = makeStore(used.api);
  store.dispatch(resetPasswordRequest({ resetToken: 'x'.repeat(43), password: 'long enough' }));
  await until(store, (s) => s.auth.resetPassword.errors !== null);
  t.same(store.getState().auth.resetPassword.errors, { _form: { key: 'auth.errors.resetTokenInvalid' } });

  const short = scriptedApi({
    'POST /api/auth/reset-password': fail(400, 'body/password must NOT have fewer than 8 characters', {
      code: 'VALIDATION',
      errors: [{ field: 'password', code: 'TOO_SHORT', limit: 8, message: 'password must NOT have fewer than 8 characters' }],
    }),
  });
  const store2 = makeStore(short.api);
  store2.dispatch(resetPasswordRequest({ resetToken: 'x'.repeat(43), password: 'short' }));
  await until(store2, (s) => s.auth.resetPassword.errors !== null);
  t.same(store2.getState().auth.resetPassword.errors, { password: { key: 'forms.errors.tooShort', values: { min: 8 } } });
});

t.test('saving the profile: the place and the about text map to their form fields; success replaces the user', async (t) => {
  const bad = scriptedApi({
    'PATCH /api/user/current': fail(400, 'body/geoData/countryCode is not a known country code', {
      code: 'VALIDATION',
      errors: [
        { field: 'geoData.countryCode', code: 'UNKNOWN_COUNTRY', message: 'geoData.countryCode is not a known country code' },
        { field: 'about.de', code: 'TOO_LONG', limit: 5000, message: 'about.de must NOT have more than 5000 characters' },
      ],
    }),
  });
  const store = makeStore(bad.api, signedIn(0));
  store.dispatch(saveProfile({ geoData: { countryCode: 'QQ' }, about: { de: 'x' } }));
  await until(store, (s) => s.profile.save.errors !== null);
  t.same(store.getState().profile.save.errors, {
    countryCode: { key: 'forms.errors.invalid' },
    about: { key: 'forms.errors.tooLong', values: { max: 5000 } },
  });

  const ok = scriptedApi({ 'PATCH /api/user/current': (body) => ({ user: { ...me, ...(body as object) } }) });
  const store2 = makeStore(ok.api, signedIn(0));
  store2.dispatch(saveProfile({ firstName: 'Anna' }));
  await until(store2, (s) => s.profile.save.done);
  t.equal(store2.getState().user.data?.firstName, 'Anna');
});

t.test('deleting the account: a wrong password goes beside the field; success signs out', async (t) => {
  const wrong = scriptedApi({
    'DELETE /api/user/current': fail(400, 'body/password is not the password of this account', {
      code: 'VALIDATION',
      errors: [{ field: 'password', code: 'WRONG_PASSWORD', message: 'password is not the password of this account' }],
    }),
  });
  const store = makeStore(wrong.api, signedIn(0));
  store.dispatch(deleteAccount({ password: 'nope' }));
  await until(store, (s) => s.profile.erase.errors !== null);
  t.same(store.getState().profile.erase.errors, { password: { key: 'profile.data.wrongPassword' } }, 'beside the field');
  t.equal(store.getState().user.isLoggedIn, true, 'still signed in');

  const sent: unknown[] = [];
  const ok = scriptedApi({
    'DELETE /api/user/current': (body) => (sent.push(body), null),
    'POST /api/auth/sign-out': () => null,
  });
  const store2 = makeStore(ok.api, signedIn(0));
  store2.dispatch(deleteAccount({ password: 'right-password-1' }));
  await until(store2, (s) => s.profile.erase.done && !s.user.isLoggedIn);
  t.same(sent, [{ password: 'right-password-1' }], 'the password goes in the body');
  t.ok(ok.calls.includes('POST /api/auth/sign-out'), 'the gateway drops the cookie');
});

t.test('saving a listing: the publication rules are told in words, fields get their messages', async (t) => {
  const { api } = scriptedApi({
    'POST /api/estate': fail(403, 'Publishing needs a plan', { code: 'NO_PUBLICATION_RESOURCE' }),
    'PATCH /api/estate/x1': fail(400, 'body/geoData/city is required', {
      code: 'VALIDATION',
      errors: [{ field: 'geoData.city', code: 'REQUIRED', message: 'geoData.city is required' }],
    }),
  });
  const store = makeStore(api, signedIn(0));
  store.dispatch(saveEstate({ body: bodyFromValues(emptyEstateValues(), 'create', 'published'), intent: 'published' }));
  await until(store, (s) => s.estateForm.save.errors !== null);
  t.same(store.getState().estateForm.save.errors, { _form: { key: 'estateForm.errors.noPublication' } });
  store.dispatch(saveEstate({ aliasId: 'x1', body: bodyFromValues(emptyEstateValues(), 'change', 'draft'), intent: 'draft' }));
  await until(store, (s) => !s.estateForm.save.busy);
  t.same(store.getState().estateForm.save.errors, { city: { key: 'forms.errors.required' } });
});

t.test('photos picked before the first save are uploaded right after it', async (t) => {
  const { api, calls } = scriptedApi({ 'POST /api/estate': () => ({ aliasId: 'new-villa', photos: [] }) });
  const uploads: { url: string; names: string[] }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    const form = init.body as FormData;
    uploads.push({ url, names: form.getAll('photo').map((f) => (f as File).name) });
    return new Response(JSON.stringify({ photos: [] }), { status: 201 });
  }) as typeof fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  const store = makeStore(api, signedIn(0));
  const files = [new File([new Uint8Array([1])], 'a.jpg', { type: 'image/jpeg' }), new File([new Uint8Array([2])], 'b.png', { type: 'image/png' })];
  store.dispatch(saveEstate({ body: bodyFromValues(emptyEstateValues(), 'create', 'published'), intent: 'published', files }));
  await until(store, (s) => s.estateForm.save.done);
  t.same(calls, ['POST /api/estate']);
  t.same(uploads, [{ url: '/api/estate/new-villa/photos', names: ['a.jpg', 'b.png'] }], 'one upload, in the chosen order');
  t.equal(store.getState().estateForm.savedAliasId, 'new-villa');
  t.equal(store.getState().estateForm.photoError, null);
});

t.test('deleting the last listing of a page shows the page before', async (t) => {
  const pages: unknown[] = [];
  const { api, calls } = scriptedApi({
    'GET /api/estate/my': (_b, query) => {
      pages.push(query);
      const q = query as { page: number };
      return q.page === 2
        ? { meta: { page: 2, onPage: 10, totalPages: 2, total: 11 }, values: [{ _id: 'e11', aliasId: 'last' }] }
        : { meta: { page: 1, onPage: 10, totalPages: 1, total: 10 }, values: [] };
    },
    'DELETE /api/estate/last': () => null,
  });
  const store = makeStore(api, signedIn(0));
  store.dispatch(fetchMyEstates({ page: 2, status: null }));
  await until(store, (s) => s.myEstates.meta.page === 2 && s.myEstates.status === 'success');
  store.dispatch(deleteMyEstate({ aliasId: 'last' }));
  await until(store, (s) => s.myEstates.meta.page === 1 && s.myEstates.status === 'success');
  t.ok(calls.includes('DELETE /api/estate/last'));
  t.match(pages.at(-1), { page: 1 });
});

t.test('choosing the free plan reloads the user, so the guard lets them in', async (t) => {
  const { api, calls } = scriptedApi({
    'POST /api/billing/subscribe': () => ({ subscription: {} }),
    'GET /api/user/current': () => ({
      user: me,
      subscriptions: [
        {
          _id: 's1',
          status: 'active',
          renew: true,
          plan: { _id: 'legacy-free', upgradableTo: 'all' },
          currentPeriodEndsAt: null,
          resources: { meta: { total: 1 }, values: [{ type: 'PUBLICATION', limit: 3, used: 0 }] },
        },
      ],
    }),
    'GET /api/messages/unread-amount': () => ({ unreadAmount: 0 }),
  });
  const store = makeStore(api, { ...signedIn(0), user: { isLoggedIn: true, data: me, resources: [], status: 'success' } });
  store.dispatch(choosePlan({ planId: 'legacy-free' }));
  await until(store, (s) => s.billing.done);
  t.same(
    store.getState().user.resources.map((r) => r.type),
    ['PUBLICATION'],
  );
  t.same(calls.slice(0, 2), ['POST /api/billing/subscribe', 'GET /api/user/current']);
});
