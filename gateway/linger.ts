// An answer sent before the request's body was read (an upload the api refused at once and the
// gateway passes on, or the gateway's own refusal): the connection closes after the answer (`Connection:
// close`), but in stages (RFC 9112 §9.6): the answer is written and the write side shut, while the
// rest of the body is read and dropped; the socket goes when the client stops sending, or after
// LINGER_MS. Node's own close destroys the socket as soon as the answer is written, and a socket
// closed with unread bytes sends a reset, which can wipe the answer before the client read it
// (issue 21). api/http/linger.ts does the same toward the gateway (the layers share no Node code).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How long the rest of a refused body is read and dropped before the connection is cut. */
export const LINGER_MS = 5_000;

const LINGERING = Symbol('lingering');

/** Called from an onSend hook: true when the request's body is unread and the close is staged. */
export function lingerAfterEarlyAnswer(req: IncomingMessage, setHeader: (name: string, value: string) => void, lingerMs = LINGER_MS): boolean {
  if (req.complete || req.readableEnded) return false;
  setHeader('connection', 'close');
  req.unpipe();
  req.resume();
  const socket = req.socket as Socket & { [LINGERING]?: true };
  if (!socket || socket[LINGERING]) return true;
  socket[LINGERING] = true;
  // the server calls destroySoon() once a `Connection: close` answer is written
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    // the client sent the whole body: nothing is left to drop
    req.once('end', () => {
      if (this.writableFinished) this.destroy();
      else this.once('finish', () => this.destroy());
    });
  };
  return true;
}
