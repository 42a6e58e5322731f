// What keeps slow or large request bodies from tying up the gateway's connections to the api
// (issue 13: ~130 clients sending one byte every 5 s held all 128 of them, and every /api and
// /media request of every user hung). docs/decisions/0011.
//   - An ordinary body (at most 1 MiB) is read completely at the gateway before the api is called,
//     so a slow client holds its own socket, never a pooled connection to the api.
//   - An upload (photos up to 100 MiB, an import feed) is streamed, but only through an upload
//     slot: at most `concurrency` in flight in the whole gateway and `perClient` per uploader (the
//     session, plugins/proxy.ts; anonymous uploads are refused before they reach a slot); beyond
//     that the upload is refused at once (429 for one uploader's surplus, 503 when all slots are
//     busy), both with Retry-After. Since uploads can hold at most `concurrency` of the pool's
//     connections, the rest stays free for everybody else.
//   - Either way a body that stalls (no byte for `idleMs`) is cut with 408; an upload must also
//     keep `minBytesPerS` over each `rateWindowMs` (issue 21: two uploads trickling one byte every
//     3 s from each of eight addresses held all 16 slots), else it is cut with 408 BODY_TOO_SLOW. A
//     window in which the api was not taking the bytes (backpressure) does not count.
import { Readable, Transform } from 'node:stream';
import { GatewayError } from './errors.ts';

export interface BodyGuardOptions {
  /** uploads in flight at once in this gateway */
  concurrency: number;
  /** uploads in flight at once per uploader (session, else address) */
  perClient: number;
  /** a body with no byte for this long is refused, ms */
  idleMs: number;
  /** an upload slower than this over a window of rateWindowMs is refused, bytes per second */
  minBytesPerS: number;
  rateWindowMs: number;
}

export class BodyError extends GatewayError {
  constructor(
    statusCode: 408 | 413 | 429 | 503,
    code: string,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(statusCode, code, message);
    this.name = 'BodyError';
  }
}

export const bodyErrors = {
  tooLarge: () => new BodyError(413, 'BODY_TOO_LARGE', 'Request body is too large'),
  stalled: () => new BodyError(408, 'BODY_TIMEOUT', 'The request body stopped arriving'),
  tooSlow: () => new BodyError(408, 'BODY_TOO_SLOW', 'The upload arrives too slowly'),
  clientUploads: () => new BodyError(429, 'TOO_MANY_UPLOADS', 'Too many uploads at once from this account; wait for one to finish', 5),
  busy: () => new BodyError(503, 'UPLOADS_BUSY', 'Too many uploads in progress; try again shortly', 5),
  closing: () => new BodyError(503, 'UNAVAILABLE', 'The server is restarting; send the upload again shortly', 5),
};

/** Reads a body completely (at most `limit` bytes, no gap longer than `idleMs`). */
export function readBody(body: NodeJS.ReadableStream, limit: number, idleMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(bodyErrors.stalled()), idleMs);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(bodyErrors.tooLarge());
      chunks.push(chunk);
      arm();
    };
    const onEnd = () => finish(null);
    const onError = (err: Error) => finish(err);
    function finish(err: Error | null) {
      clearTimeout(timer);
      body.removeListener('data', onData);
      body.removeListener('end', onEnd);
      body.removeListener('error', onError);
      if (err) reject(err);
      else resolve(Buffer.concat(chunks, size));
    }
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    arm();
  });
}

/** The body passed on as it arrives, cut with an error at `limit` bytes, after `idleMs` without a
 *  byte, or when a window of `rateWindowMs` brought fewer than `minBytesPerS` per second. */
export function guardStream(
  body: NodeJS.ReadableStream,
  limit: number,
  opts: Pick<BodyGuardOptions, 'idleMs' | 'minBytesPerS' | 'rateWindowMs'>,
  onCut: (err: BodyError) => void,
): Readable {
  let seen = 0;
  let inWindow = 0;
  let timer: NodeJS.Timeout | undefined;
  const minPerWindow = (opts.minBytesPerS * opts.rateWindowMs) / 1000;
  const out = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      inWindow += chunk.length;
      if (seen > limit) {
        const err = bodyErrors.tooLarge();
        onCut(err);
        done(err);
        return;
      }
      arm();
      done(null, chunk);
    },
    flush(done) {
      clearTimeout(timer);
      clearInterval(rate);
      done();
    },
  });
  const cut = (err: BodyError) => {
    onCut(err);
    out.destroy(err);
  };
  function arm() {
    clearTimeout(timer);
    timer = setTimeout(() => cut(bodyErrors.stalled()), opts.idleMs);
  }
  const rate = setInterval(() => {
    // the api not reading (backpressure) is not the client's slowness
    const held = out.writableLength >= out.writableHighWaterMark || out.readableLength >= out.readableHighWaterMark;
    if (!held && inWindow < minPerWindow) cut(bodyErrors.tooSlow());
    inWindow = 0;
  }, opts.rateWindowMs);
  out.on('close', () => {
    clearTimeout(timer);
    clearInterval(rate);
  });
  body.on('error', (err) => out.destroy(err));
  arm();
  return body.pipe(out);
}

export function bufferStream(buf: Buffer): Readable {
  return Readable.from(buf.length ? [buf] : []);
}

export interface UploadSlots {
  /** a release function, or the error refusing the upload; `client` names the uploader */
  acquire(client: string): (() => void) | BodyError;
  readonly active: number;
  readonly limit: number;
}

export function createUploadSlots(opts: Pick<BodyGuardOptions, 'concurrency' | 'perClient'>): UploadSlots {
  let active = 0;
  const byClient = new Map<string, number>();
  return {
    get active() {
      return active;
    },
    limit: opts.concurrency,
    acquire(client) {
      const mine = byClient.get(client) ?? 0;
      if (mine >= opts.perClient) return bodyErrors.clientUploads();
      if (active >= opts.concurrency) return bodyErrors.busy();
      active++;
      byClient.set(client, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        active--;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
    },
  };
}
