// A switchable HTTP proxy in front of the api, for the fault benchmark (bin/bench/faults.ts) and the
// page-failure tests: it passes requests through, or plays an api that is down (connection reset),
// hung (accepts, never answers), slow (answers after a delay), or unavailable (503).
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type FaultMode = 'pass' | 'reset' | 'hung' | 'slow' | 'unavailable' | 'down';

export interface FaultProxy {
  url: string;
  mode: FaultMode;
  /** the delay of mode 'slow', ms */
  slowMs: number;
  /** requests seen, by mode */
  seen: Record<FaultMode, number>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const state: Omit<FaultProxy, 'url' | 'close'> = {
    mode: 'pass',
    slowMs: 3000,
    seen: { pass: 0, reset: 0, hung: 0, slow: 0, unavailable: 0, down: 0 },
  };
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const server = createServer((req, res) => {
    const mode = state.mode;
    state.seen[mode]++;
    if (mode === 'reset' || mode === 'down') return req.socket.destroy();
    if (mode === 'hung') return; // the socket stays open until the client gives up
    if (mode === 'unavailable') {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      return res.end(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', code: 'UNAVAILABLE', message: 'down for maintenance' }));
    }
    if (mode === 'slow') {
      const timer = setTimeout(() => forward(req, res), state.slowMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    forward(req, res);
  });
  server.on('connection', (s: Socket) => {
    // 'down': the connection is dropped before a byte is read (as close to a refusal as a listener gets)
    if (state.mode === 'down') {
      state.seen.down++;
      return s.destroy();
    }
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const proxy = Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  return proxy;
}
