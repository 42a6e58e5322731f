// The whole product on free ports for tests: the real api (test/helpers/api.ts: temp DATA_DIR,
// seeded) and the gateway in front of it, built from the same config loader production uses.
//   const stack = await startStack();  …  await stack.close();
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../gateway/app.ts';
import type { GatewayOptions } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import type { GatewayConfig } from '../../gateway/config.ts';
import { startApi } from './api.ts';

export interface StackOptions {
  /** demo estates to seed (passed to startApi) */
  estates?: number;
  /** extra gateway environment (NODE_ENV defaults to test, DATA_DIR to the api's) */
  env?: Record<string, string>;
  /** gateway options: a stub renderer, a logger */
  gateway?: GatewayOptions;
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
  const api = await startApi(opts.estates === undefined ? {} : { estates: opts.estates });
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: api.dataDir, PORT: '0', ...opts.env, API_URL: api.url });
    const gateway = await buildGateway(config, { logger: false, ...opts.gateway });
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
