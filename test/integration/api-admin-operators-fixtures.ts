// Shared by the operator integration tests (api-admin-*.test.ts): a browser of its own through the
// gateway (keeps the session cookie, sends this site's Origin), TOTP codes from the secret, and
// operators signed in with two-factor sign-in enrolled.
import { Secret, TOTP } from 'otpauth';
import type { Stack } from '../helpers/stack.ts';

export interface Browser {
  // tests read answers of every shape
  // eslint-disable-next-line no-restricted-syntax
  send(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; text: string }>;
}

export function browser(stack: Pick<Stack, 'gatewayUrl'>): Browser {
  let cookie = '';
  return {
    async send(method, path, body) {
      const res = await fetch(`${stack.gatewayUrl}${path}`, {
        method,
        headers: {
          origin: stack.gatewayUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
      if (sid) cookie = sid.split(';')[0];
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, body: json, text };
    },
  };
}

export const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: ms });

/** Signs in through the gateway and enrols two-factor sign-in; throws on any step failing. */
export async function operator(stack: Pick<Stack, 'gatewayUrl'>, email: string, password: string): Promise<Browser> {
  const b = browser(stack);
  const signed = await b.send('POST', '/api/auth/sign-in', { email, password });
  if (signed.status !== 200) throw new Error(`sign-in ${signed.status} ${signed.text}`);
  const setup = await b.send('POST', '/api/auth/mfa/setup');
  if (setup.status !== 200) throw new Error(`set-up ${setup.status}`);
  const verified = await b.send('POST', '/api/auth/mfa/verify', { code: codeAt(setup.body.secret, Date.now()) });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}`);
  return b;
}
