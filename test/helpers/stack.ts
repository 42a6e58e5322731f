// The whole product on free ports for tests: the real api (test/helpers/api.ts: temp DATA_DIR,
// seeded) and the gateway in front of it, built from the same config loader production uses.
//   const stack = await startStack();  …  await stack.close();
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../gateway/app.ts';
import type { GatewayOptions } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import type { GatewayConfig } from '../../gateway/config.ts';
import { startApi, type StartApiOptions } from './api.ts';

export interface StackOptions {
  /** demo estates to seed (passed to startApi) */
  estates?: number;
  /** extra gateway environment (NODE_ENV defaults to test, DATA_DIR to the api's) */
  env?: Record<string, string>;
  /** gateway options: a stub renderer, a logger */
  gateway?: GatewayOptions;
  /** more options of the api (startApi); `estates` above wins */
  api?: StartApiOptions;
}

export interface Stack {
  gatewayUrl: string;
  apiUrl: string;
  api: Awaited<ReturnType<typeof startApi>>;
  gateway: FastifyInstance;
  config: GatewayConfig;
  close(): Promise<void>;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const api = await startApi({ ...opts.api, ...(opts.estates === undefined ? {} : { estates: opts.estates }) });
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: api.dataDir, PORT: '0', ...opts.env, API_URL: api.url });
    // no load shedding unless a test asks for it (see test/helpers/api.ts)
    const gateway = await buildGateway(config, { logger: false, pressure: { maxEventLoopDelayMs: 0 }, ...opts.gateway });
    const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
    let closed = false;
    return {
      gatewayUrl: address,
      apiUrl: api.url,
      api,
      gateway,
      config,
      async close() {
        if (closed) return;
        closed = true;
        await gateway.close();
        await api.close();
      },
    };
  } catch (err) {
    await api.close();
    throw err;
  }
}

export interface RawResponse {
  status: number;
  headers: import('node:http').IncomingHttpHeaders;
  body: string;
}

/**
 * An HTTP request sent exactly as written: the path is not normalized (fetch would turn `%2e%2e`
 * into `..` and resolve it), so traversal attempts reach the server as an attacker sends them.
 */
export async function rawRequest(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { request } = await import('node:http');
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, method: opts.method ?? 'GET', path, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** A stand-in upstream for failure cases the real api cannot show (slowness, echoing headers). */
export async function startFakeUpstream(
  register: (app: FastifyInstance) => void,
): Promise<{ url: string; app: FastifyInstance; close(): Promise<void> }> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false, forceCloseConnections: true });
  register(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, app, close: () => app.close() };
}

/** A page renderer that echoes what it was asked, for gateway tests that do not need React. */
export const echoRenderer = {
  async render(req: { url: string; language: string; domain: string; currency: string; token?: string; analyticsId?: string }) {
    const status = req.url.startsWith('/missing') ? 404 : 200;
    const { url, language, domain, currency, analyticsId } = req;
    return {
      status,
      html: `<!doctype html><html lang="${language}"><body>${JSON.stringify({ url, language, domain, currency, analyticsId, signedIn: Boolean(req.token) })}</body></html>`,
    };
  },
};
