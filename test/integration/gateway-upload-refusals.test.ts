// Issue 21, finding 1: a large photo upload the api refuses at once (signed out 401, not the owner
// 403) used to come back through the gateway as 502 API_UNREACHABLE in about a third of tries: the
// api answers with `Connection: close` and closes while the gateway is still streaming the body, and
// the write's EPIPE/ECONNRESET won over the answer already received. The api's own status must win.
import t from 'tap';
import { DEMO } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';

const SIZE = 9.5 * 1024 * 1024;

function multipart(size: number): { body: Buffer; type: string } {
  const boundary = 'upload-refusal-boundary';
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="photos"; filename="big.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(size - head.length - tail.length, 0x41);
  return { body: Buffer.concat([head, filler, tail]), type: `multipart/form-data; boundary=${boundary}` };
}

t.test('uploads the api refuses at once answer its own status, never 502', async (t) => {
  const stack = await startStack({ estates: 0, env: { GATEWAY_UPLOADS: '16', GATEWAY_UPLOADS_PER_CLIENT: '16' } });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  await stack.api.db.query(
    `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, price, currency, price_eur, country_code, city, living_space, rooms, status)
     SELECT 'refusal-upload', u.id, 'sale', 'villa', '{"en":"Mine"}'::jsonb, 100000, 'eur', 100000, 'ES', 'Málaga', 120, 4, 'draft'
       FROM users u WHERE u.email = $1`,
    [DEMO.demo.email],
  );
  const { body: bytes, type } = multipart(SIZE);
  const body = new Blob([new Uint8Array(bytes)]);
  const upload = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${gw}/api/estate/refusal-upload/photos`, {
      method: 'POST',
      headers: { 'content-type': type, origin: gw, ...headers },
      body,
    });
    const json = (await res.json()) as { code?: string };
    return `${res.status} ${json.code}`;
  };

  const both = async (label: string, expected: string, headers: Record<string, string> = {}) => {
    const sequential: string[] = [];
    for (let i = 0; i < 10; i++) sequential.push(await upload(headers));
    t.same(sequential, Array(10).fill(expected), `10 sequential uploads ${label}: ${expected}`);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => upload(headers)));
    t.same(concurrent, Array(10).fill(expected), `10 concurrent uploads ${label}: ${expected}`);
  };

  // no session at all: the gateway refuses it before the body (hardening-upload-slots.test.ts)
  await both('signed out', '401 UNAUTHORIZED');
  // a session the api no longer knows: the api refuses it at once, while the body is still coming
  await both('with an expired session', '401 UNAUTHORIZED', { authorization: `Bearer ${'x'.repeat(43)}` });
  const signIn = await fetch(`${gw}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gw },
    body: JSON.stringify(DEMO.realtor),
  });
  t.equal(signIn.status, 200, 'another user signed in');
  const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  await both('by someone else', '403 NOT_OWNER', { cookie });
});
