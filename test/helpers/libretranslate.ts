// A tiny LibreTranslate-compatible server for tests (the product ships no fake engine): POST
// /translate {q, source, target, format, api_key?} → {translatedText: "[<target>] <q>"}. `mode`
// makes it fail (500) or hang past the client's time-out; every request body is kept in `calls`.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LibreCall {
  q: string;
  source: string;
  target: string;
  format: string;
  api_key?: string;
}

export interface FakeLibreTranslate {
  url: string;
  calls: LibreCall[];
  mode: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeLibreTranslate(): Promise<FakeLibreTranslate> {
  const fake: FakeLibreTranslate = { url: '', calls: [], mode: 'ok', close: async () => undefined };
  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      if (req.method !== 'POST' || req.url !== '/translate') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      const body = JSON.parse(text) as LibreCall;
      fake.calls.push(body);
      if (fake.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"engine down"}');
        return;
      }
      if (fake.mode === 'hang') {
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"translatedText":"late"}'), 5000).unref();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
