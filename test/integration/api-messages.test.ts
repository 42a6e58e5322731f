// Messages: send, inbox and sent box, reading marks read, unread amount, privacy from third parties.
import t from 'tap';
import { call, DEMO, signIn, startApi, type StartedApi } from '../helpers/api.ts';

let api: StartedApi;
let demo: string;
let realtor: string;
let newbie: string;
t.before(async () => {
  api = await startApi({ estates: 3 });
  [demo, realtor, newbie] = await Promise.all([
    signIn(api, DEMO.demo.email, DEMO.demo.password),
    signIn(api, DEMO.realtor.email, DEMO.realtor.password),
    signIn(api, DEMO.newbie.email, DEMO.newbie.password),
  ]);
});
t.teardown(() => api?.close());

const unread = async (token: string) => (await call(api, 'GET', '/api/messages/unread-amount', undefined, token)).body.unreadAmount;

t.test('every message route needs a session', async (t) => {
  for (const [method, path] of [
    ['GET', '/api/messages'],
    ['GET', '/api/messages/unread-amount'],
    ['GET', '/api/messages/x'],
    ['POST', '/api/messages'],
  ]) {
    t.equal(
      (await call(api, method, path, method === 'POST' ? { to: 'elena-rossi', subject: 's', body: 'b' } : undefined)).status,
      401,
      `${method} ${path}`,
    );
  }
});

t.test('send, list, open: the recipient reading marks it read and lowers the unread amount', async (t) => {
  const startUnread = await unread(realtor);
  const sent = await call(
    api,
    'POST',
    '/api/messages',
    { to: 'elena-rossi', subject: '  Viewing  ', body: 'Can we visit on Friday? <b>not html</b>' },
    newbie,
  );
  t.equal(sent.status, 201);
  const message = sent.body.message;
  t.equal(message.subject, 'Viewing', 'trimmed');
  t.equal(message.body, 'Can we visit on Friday? <b>not html</b>', 'plain text kept as given');
  t.equal(message.from.aliasId, 'anna-ivanova');
  t.equal(message.to.aliasId, 'elena-rossi');
  t.equal(message.readAt, null);
  t.notOk(JSON.stringify(message).includes('@'), 'no addresses of the parties');

  t.equal(await unread(realtor), startUnread + 1);

  const inbox = await call(api, 'GET', '/api/messages?box=inbox&page=1&onPage=1', undefined, realtor);
  t.equal(inbox.status, 200);
  t.equal(inbox.body.values[0]._id, message._id, 'newest first');
  t.equal(inbox.body.meta.onPage, 1);
  t.ok(inbox.body.meta.totalPages >= 2, 'the seeded message is there too');

  const sentBox = await call(api, 'GET', '/api/messages?box=sent', undefined, newbie);
  t.same(
    sentBox.body.values.map((m: { _id: string }) => m._id),
    [message._id],
  );

  const bySender = await call(api, 'GET', `/api/messages/${message._id}`, undefined, newbie);
  t.equal(bySender.status, 200);
  t.equal(bySender.body.readAt, null, 'the sender opening it does not mark it read');
  t.equal(await unread(realtor), startUnread + 1);

  const byRecipient = await call(api, 'GET', `/api/messages/${message._id}`, undefined, realtor);
  t.equal(byRecipient.status, 200);
  t.type(byRecipient.body.readAt, 'string');
  t.equal(await unread(realtor), startUnread);
});

t.test('a message about an estate carries its alias and title', async (t) => {
  const search = await call(api, 'GET', '/api/estate/search?onPage=1');
  const estate = search.body.values[0];
  const sent = await call(
    api,
    'POST',
    '/api/messages',
    { to: estate.owner.aliasId, estateAliasId: estate.aliasId, subject: 'Still available?', body: 'Hello' },
    newbie,
  );
  t.equal(sent.status, 201);
  t.equal(sent.body.message.estate.aliasId, estate.aliasId);
  t.same(sent.body.message.estate.title, estate.title);
  const opened = await call(api, 'GET', `/api/messages/${sent.body.message._id}`, undefined, newbie);
  t.equal(opened.body.estate.aliasId, estate.aliasId);
});

t.test("a third user cannot read someone else's message", async (t) => {
  const sent = await call(api, 'POST', '/api/messages', { to: 'max-mustermann', subject: 'Hello', body: 'Private' }, realtor);
  const res = await call(api, 'GET', `/api/messages/${sent.body.message._id}`, undefined, newbie);
  t.equal(res.status, 404);
  t.notOk(JSON.stringify(res.body).includes('Private'));
  const inbox = await call(api, 'GET', '/api/messages', undefined, newbie);
  t.notOk(inbox.body.values.some((m: { _id: string }) => m._id === sent.body.message._id));
  t.equal((await call(api, 'GET', `/api/messages/${sent.body.message._id}`, undefined, demo)).status, 200, 'the recipient can');
});

t.test('sending refuses unknown recipients, oneself, unknown estates and blank text', async (t) => {
  const cases: [Record<string, unknown>, RegExp, Record<string, unknown>][] = [
    [{ to: 'no-such-user', subject: 's', body: 'b' }, /^body\/to is not a known user/, { field: 'to', code: 'UNKNOWN_RECIPIENT' }],
    [{ to: 'anna-ivanova', subject: 's', body: 'b' }, /^body\/to must be someone else/, { field: 'to', code: 'SELF_RECIPIENT' }],
    [
      { to: 'elena-rossi', estateAliasId: 'no-such-estate', subject: 's', body: 'b' },
      /^body\/estateAliasId /,
      { field: 'estateAliasId', code: 'UNKNOWN_ESTATE' },
    ],
    [{ to: 'elena-rossi', subject: '   ', body: 'b' }, /^body\/subject /, { field: 'subject', code: 'INVALID_FORMAT' }],
    [{ to: 'elena-rossi', subject: 's', body: 'x'.repeat(5001) }, /^body\/body /, { field: 'body', code: 'TOO_LONG', limit: 5000 }],
    [{ to: 'elena-rossi', subject: 's' }, /^body\/body is required/, { field: 'body', code: 'REQUIRED' }],
  ];
  for (const [body, message, fieldError] of cases) {
    const res = await call(api, 'POST', '/api/messages', body, newbie);
    t.equal(res.status, 400, String(message));
    t.match(res.body.message, message);
    t.equal(res.body.code, 'VALIDATION');
    t.match(res.body.errors, [fieldError], `${String(message)}: the field and its code`);
    t.equal(res.body.errors.length, 1, 'only that field');
  }
});

t.test('a message with several invalid fields names every one of them, each with its code', async (t) => {
  const res = await call(api, 'POST', '/api/messages', { to: '', subject: 'x'.repeat(201), body: '   ', cc: 'someone' }, newbie);
  t.equal(res.status, 400);
  t.equal(res.body.code, 'VALIDATION');
  const byField = Object.fromEntries(res.body.errors.map((e: { field: string }) => [e.field, e]));
  t.same(Object.keys(byField).sort(), ['body', 'cc', 'subject', 'to']);
  t.match(byField.to, { code: 'REQUIRED' });
  t.match(byField.subject, { code: 'TOO_LONG', limit: 200 });
  t.match(byField.body, { code: 'INVALID_FORMAT' });
  t.match(byField.cc, { code: 'NOT_ALLOWED' });
  for (const field of ['to', 'subject', 'body', 'cc']) t.match(res.body.message, `body/${field} `, `the message names ${field}`);
});

t.test('error answers carry their codes: no session, unknown message, bad box', async (t) => {
  const anonymous = await call(api, 'GET', '/api/messages');
  t.match(anonymous.body, { statusCode: 401, code: 'UNAUTHORIZED' });
  const missing = await call(api, 'GET', '/api/messages/no-such-message', undefined, newbie);
  t.match(missing.body, { statusCode: 404, code: 'MESSAGE_NOT_FOUND' });
  const box = await call(api, 'GET', '/api/messages?box=spam&page=0', undefined, newbie);
  t.equal(box.status, 400);
  t.match(box.body, { code: 'VALIDATION' });
  t.same(box.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort(), ['box:INVALID_CHOICE', 'page:TOO_SMALL']);
});
