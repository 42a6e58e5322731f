// Enquiries (leads) about a listing through the gateway (issue 24, item 2): anyone sends one (201
// signed out and in), bad input is a 400 naming every field at fault, a filled-in honeypot is
// answered 201 and nothing is kept, one's own listing is a 409, an unknown one a 404; the lister is
// mailed at once in their language (reply-to the sender); a signed-in sender's enquiry is also a
// message to the lister; the lister lists only their own leads, filtered by status and listing, and
// changes a status with a note (someone else's: 404); the new count; the retention rule; erasure.
import t from 'tap';
import { call, outbox } from '../helpers/api.ts';
import { echoRenderer, startStack } from '../helpers/stack.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import { runRetention } from '../../api/retention/run.ts';
import { LEADS_CLOSED_MAX_AGE_MS, LEADS_MAX_AGE_MS } from '../../api/leads/service.ts';
import type { Lead, LeadList } from '../../shared/contract/leads.ts';

const PASSWORD = 'correct-horse-battery-42';

interface Answer {
  status: number;
  body: { code?: string; createdAt?: string; messageId?: string | null; errors?: { field: string }[] } & Record<string, unknown>;
}

const enquiry = (over: Record<string, unknown> = {}) => ({
  name: 'Ann Visitor',
  email: 'ann.visitor@example.org',
  phone: '+49 30 1234567',
  message: 'Is the flat still available? We would like to visit next week.',
  language: 'en',
  ...over,
});

t.test('enquiries about a listing', async (t) => {
  // the limit is the second test's matter: this one sends more than five from one address
  const stack = await startStack({ estates: 0, gateway: { renderer: echoRenderer }, api: { config: { rateLimits: { leadsPerIp: 100 } } } });
  t.teardown(stack.close);
  const { api, gatewayUrl: gw } = stack;
  const lister = await newUser(api);
  const other = await newUser(api);
  await api.db.query(`UPDATE users SET language = 'de' WHERE id = $1`, [lister.id]);
  const flat = (await call(api, 'POST', '/api/estate', estateBody({ title: { en: 'Sunny flat', de: 'Sonnige Wohnung' } }), lister.token)).body;
  const house = (await call(api, 'POST', '/api/estate', estateBody({ price: 300_000 }), lister.token)).body;
  const othersFlat = (await call(api, 'POST', '/api/estate', estateBody(), other.token)).body;
  t.ok(flat.aliasId && house.aliasId && othersFlat.aliasId, 'three published listings');

  async function cookieOf(email: string): Promise<string> {
    const res = await fetch(`${gw}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const gateway = async (method: string, path: string, body?: unknown, cookie?: string): Promise<Answer> => {
    const res = await fetch(`${gw}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), origin: gw, ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const send = (aliasId: string, body: unknown, cookie?: string) => gateway('POST', `/api/estate/${aliasId}/leads`, body, cookie);
  const listerCookie = await cookieOf(lister.email);

  // signed out
  const first = await send(flat.aliasId, enquiry());
  t.equal(first.status, 201, 'signed out: 201');
  t.match(first.body, { createdAt: String, messageId: null }, 'no message thread for a visitor');
  const mails = await outbox(api);
  t.equal(mails.length, 1, 'the lister is mailed at once');
  t.equal(mails[0].to, lister.email);
  t.equal(mails[0].subject, 'Neue Anfrage zu „Sonnige Wohnung“', "in the lister's language, with the title in it");
  t.equal(mails[0].replyTo, 'ann.visitor@example.org', 'a reply goes to the sender');
  t.match(mails[0].text, /Is the flat still available\?/, 'with the message');
  t.match(mails[0].text, /\+49 30 1234567/, 'and the phone');
  t.match(mails[0].text, new RegExp(`/private/leads\\?estate=${flat.aliasId}`), 'and a link to the enquiries screen');

  // bad input: every field at fault named at once, nothing kept
  const bad = await send(flat.aliasId, enquiry({ email: 'not-an-address', message: '   ' }));
  t.equal(bad.status, 400, 'a bad address and a blank message: 400');
  t.same(bad.body.errors?.map((e) => e.field).sort(), ['email', 'message'], 'naming email and message together');
  const badPhone = await send(flat.aliasId, enquiry({ phone: 'call me <script>' }));
  t.equal(badPhone.status, 400, 'a phone with letters: 400');
  t.match(badPhone.body.errors, [{ field: 'phone' }]);
  const noLang = await send(flat.aliasId, enquiry({ language: 'fr' }));
  t.match(noLang.body.errors, [{ field: 'language' }], 'an unknown language names language');

  // the honeypot: the same answer, nothing kept or mailed
  const bot = await send(flat.aliasId, enquiry({ website: 'http://spam.example', name: 'Bot' }));
  t.equal(bot.status, 201, 'a filled-in honeypot: 201 as for a person');
  t.same(Object.keys(bot.body).sort(), Object.keys(first.body).sort(), 'an answer of the same shape');
  const kept = await api.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM leads WHERE name = 'Bot'`);
  t.equal(kept.rows[0].n, 0, 'nothing stored');
  t.equal((await outbox(api)).length, 1, 'nothing mailed');

  t.equal((await send('no-such-listing-zzzz', enquiry())).status, 404, 'an unknown listing: 404');
  const own = await send(flat.aliasId, enquiry(), listerCookie);
  t.equal(own.status, 409, 'one’s own listing: 409');
  t.equal(own.body.code, 'OWN_LISTING');

  // signed in: also a message to the lister
  const buyer = await newUser(api, null);
  const buyerCookie = await cookieOf(buyer.email);
  const second = await send(
    house.aliasId,
    enquiry({ name: 'Bea Buyer', email: buyer.email, phone: undefined, message: 'Any parking space?' }),
    buyerCookie,
  );
  t.equal(second.status, 201, 'signed in: 201');
  t.match(second.body.messageId, /\S/, 'with the message of the thread');
  const sent = await gateway('GET', '/api/messages?box=sent', undefined, buyerCookie);
  t.match(
    sent.body.values,
    [{ _id: second.body.messageId, body: 'Any parking space?', estate: { aliasId: house.aliasId }, to: { aliasId: lister.aliasId } }],
    'in the sender’s sent box',
  );
  const inbox = await gateway('GET', '/api/messages?box=inbox', undefined, listerCookie);
  t.match(inbox.body.values, [{ _id: second.body.messageId, from: { aliasId: buyer.aliasId } }], 'and the lister’s inbox');
  t.equal((await send(othersFlat.aliasId, enquiry({ message: 'About the other one' }))).status, 201, 'an enquiry about someone else’s listing');

  // the lister's list: own leads only, newest first, filtered by the URL's status and listing
  const all = (await gateway('GET', '/api/leads', undefined, listerCookie)) as unknown as { status: number; body: LeadList };
  t.equal(all.status, 200);
  t.equal(all.body.meta.total, 2, 'two leads on the lister’s listings (not the other lister’s)');
  t.match(all.body.values, [
    { estate: { aliasId: house.aliasId }, name: 'Bea Buyer', phone: null, status: 'new', fromAliasId: buyer.aliasId },
    { estate: { aliasId: flat.aliasId }, name: 'Ann Visitor', phone: '+49 30 1234567', status: 'new', note: null, fromAliasId: null, language: 'en' },
  ]);
  const ofFlat = (await gateway('GET', `/api/leads?estate=${flat.aliasId}`, undefined, listerCookie)).body as unknown as LeadList;
  t.same(
    ofFlat.values.map((l) => l.name),
    ['Ann Visitor'],
    'filtered by listing',
  );
  const othersView = (await gateway('GET', `/api/leads?estate=${flat.aliasId}`, undefined, await cookieOf(other.email))).body as unknown as LeadList;
  t.equal(othersView.meta.total, 0, 'another lister sees none of them, even by naming the listing');
  t.equal((await gateway('GET', '/api/leads?status=maybe', undefined, listerCookie)).status, 400, 'an unknown status filter: 400');
  t.equal((await gateway('GET', '/api/leads')).status, 401, 'signed out: 401');
  t.same(
    (await gateway('GET', '/api/messages/unread-amount', undefined, listerCookie)).body,
    { unreadAmount: 1, newLeads: 2 },
    'two new, with the unread count',
  );

  // status and note
  const annId = all.body.values[1]._id;
  const patched = await gateway('PATCH', `/api/leads/${annId}`, { status: 'contacted', note: 'Called her, visit on Tuesday' }, listerCookie);
  t.equal(patched.status, 200);
  t.match(patched.body as unknown as Lead, { _id: annId, status: 'contacted', note: 'Called her, visit on Tuesday' });
  t.same((await gateway('GET', '/api/messages/unread-amount', undefined, listerCookie)).body, { unreadAmount: 1, newLeads: 1 }, 'one new left');
  const statusOnly = (await gateway('PATCH', `/api/leads/${annId}`, { status: 'closed' }, listerCookie)).body as unknown as Lead;
  t.match(statusOnly, { status: 'closed', note: 'Called her, visit on Tuesday' }, 'no note given: the note stays');
  const cleared = (await gateway('PATCH', `/api/leads/${annId}`, { status: 'closed', note: '' }, listerCookie)).body as unknown as Lead;
  t.equal(cleared.note, null, 'an empty note clears it');
  const closedOnly = (await gateway('GET', '/api/leads?status=closed', undefined, listerCookie)).body as unknown as LeadList;
  t.same(
    closedOnly.values.map((l) => l._id),
    [annId],
    'filtered by status',
  );
  const badPatch = await gateway('PATCH', `/api/leads/${annId}`, { status: 'archived', note: 'x'.repeat(3000) }, listerCookie);
  t.equal(badPatch.status, 400);
  t.same(badPatch.body.errors?.map((e) => e.field).sort(), ['note', 'status'], 'a bad status and a note too long, named');
  const othersLead = await api.db.query<{ id: string }>(`SELECT l.id FROM leads l JOIN estates e ON e.id = l.estate_id WHERE e.owner_id = $1`, [
    other.id,
  ]);
  const foreign = await gateway('PATCH', `/api/leads/${othersLead.rows[0].id}`, { status: 'closed' }, listerCookie);
  t.equal(foreign.status, 404, 'someone else’s lead: 404');
  t.equal(foreign.body.code, 'LEAD_NOT_FOUND');
  const untouched = await api.db.query<{ status: string }>('SELECT status FROM leads WHERE id = $1', [othersLead.rows[0].id]);
  t.equal(untouched.rows[0].status, 'new', 'and it is unchanged');
  t.equal((await gateway('PATCH', '/api/leads/no-such-lead', { status: 'closed' }, listerCookie)).status, 404, 'an unknown lead: 404');

  // retention: closed leads after six months, any after two years
  const day = 86_400_000;
  await api.db.query(`UPDATE leads SET updated_at = now() - make_interval(secs => $2::double precision / 1000) WHERE id = $1`, [
    annId,
    LEADS_CLOSED_MAX_AGE_MS + day,
  ]);
  await api.db.query(`UPDATE leads SET updated_at = now() - make_interval(secs => $2::double precision / 1000) WHERE id = $1`, [
    othersLead.rows[0].id,
    LEADS_CLOSED_MAX_AGE_MS + day,
  ]);
  let report = await runRetention(api.app);
  t.equal(report.leads, 1, 'the retention job deletes the lead closed over six months ago');
  const left = await api.db.query<{ id: string }>('SELECT id FROM leads ORDER BY created_at');
  t.notOk(
    left.rows.some((r) => r.id === annId),
    'the closed one is gone',
  );
  t.ok(
    left.rows.some((r) => r.id === othersLead.rows[0].id),
    'a new one as old stays',
  );
  await api.db.query(`UPDATE leads SET updated_at = now() - make_interval(secs => $2::double precision / 1000) WHERE id = $1`, [
    othersLead.rows[0].id,
    LEADS_MAX_AGE_MS + day,
  ]);
  report = await runRetention(api.app);
  t.equal(report.leads, 1, 'any lead untouched for two years is deleted');

  // erasure of the lister's account takes the leads about their listings
  t.equal((await call(api, 'DELETE', '/api/user/current', { password: PASSWORD }, lister.token)).status, 204, 'the lister erases the account');
  const after = await api.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM leads');
  t.equal(after.rows[0].n, 0, 'their leads are gone with their listings');
});

t.test('enquiries are limited per address', async (t) => {
  const stack = await startStack({ estates: 0, gateway: { renderer: echoRenderer }, api: { config: { rateLimits: { leadsPerIp: 2 } } } });
  t.teardown(stack.close);
  const owner = await newUser(stack.api);
  const estate = (await call(stack.api, 'POST', '/api/estate', estateBody(), owner.token)).body;
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await call(stack.api, 'POST', `/api/estate/${estate.aliasId}/leads`, enquiry())).status);
  t.same(statuses, [201, 201, 429], 'the third enquiry of the window: 429');
  const again = await call(stack.api, 'POST', `/api/estate/${estate.aliasId}/leads`, enquiry());
  t.ok(Number(again.headers.get('retry-after')) > 0, 'with retry-after');
});
