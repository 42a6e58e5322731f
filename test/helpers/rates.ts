// Rates files in the publishers' formats for tests, and a local HTTP server that serves them.
//   const src = await startRatesServer();  src.set('/ecb.xml', {body: ecbXml('2026-11-20', {USD: 1.08})});
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The ECB's eurofxref-daily.xml for one day. */
export function ecbXml(date: string, rates: Record<string, number>): string {
  const cubes = Object.entries(rates)
    .map(([c, r]) => `\t\t\t<Cube currency='${c}' rate='${r}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
}

/** Text in windows-1251 (ASCII and the Russian alphabet), as the Bank of Russia sends it. */
export function windows1251(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) out[i] = c;
    else if (c >= 0x410 && c <= 0x44f) out[i] = c - 0x350;
    else if (c === 0x401) out[i] = 0xa8;
    else if (c === 0x451) out[i] = 0xb8;
    else throw new Error(`no windows-1251 byte for U+${c.toString(16)}`);
  }
  return out;
}

/** The Bank of Russia's XML_daily.asp for one day (date YYYY-MM-DD), roubles per `nominal` units, comma decimals. */
export function cbrXml(date: string, rows: { code: string; nominal: number; value: number; name: string }[]): Buffer {
  const [y, m, d] = date.split('-');
  const valutes = rows
    .map(
      (r, i) =>
        `<Valute ID="R0${1000 + i}"><NumCode>${100 + i}</NumCode><CharCode>${r.code}</CharCode><Nominal>${r.nominal}</Nominal><Name>${r.name}</Name><Value>${String(r.value).replace('.', ',')}</Value><VunitRate>${String(r.value / r.nominal).replace('.', ',')}</VunitRate></Valute>`,
    )
    .join('');
  return windows1251(
    `<?xml version="1.0" encoding="windows-1251"?><ValCurs Date="${d}.${m}.${y}" name="Foreign Currency Market">${valutes}</ValCurs>`,
  );
}

export interface Served {
  status?: number;
  body: string | Buffer;
  contentType?: string;
  /** wait this long before answering (a time-out) */
  delayMs?: number;
}

export interface RatesServer {
  url: string;
  set(path: string, answer: Served): void;
  /** how many requests each path had */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startRatesServer(): Promise<RatesServer> {
  const answers = new Map<string, Served>();
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const a = answers.get(path);
    const send = () => {
      if (!a) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(a.status ?? 200, { 'content-type': a.contentType ?? 'text/xml' }).end(a.body);
    };
    if (a?.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send();
      }, a.delayMs);
      timers.add(timer);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (path, answer) => answers.set(path, answer),
    hits,
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
