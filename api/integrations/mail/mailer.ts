// Outgoing mail behind one interface (a real and a local implementation, docs/architecture.md): SMTP through nodemailer when SMTP_URL
// is set, otherwise the LOCAL implementation, which writes each mail as a JSON file under
// DATA_DIR/outbox/ instead of sending it (development, demos, tests).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** extra header lines, e.g. List-Unsubscribe (names as written; values without line breaks) */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
  /** waits until every mail sent so far has left (queued mails: the job queue is empty); tests */
  drain?(timeoutMs?: number): Promise<void>;
}

/** One mail as the outbox stores it. */
export interface OutboxMail extends Mail {
  from: string;
  createdAt: string;
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** LOCAL implementation: nothing leaves the machine; each mail is one JSON file, named so they sort by time. */
export function createOutboxMailer(dataDir: string, from: string): Mailer {
  const dir = outboxDir(dataDir);
  return {
    kind: 'outbox',
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const stored: OutboxMail = { from, ...mail, createdAt };
      await writeFile(join(dir, name), JSON.stringify(stored, null, 2), { mode: 0o600 });
    },
    async close() {},
  };
}

/** Every mail in an outbox folder, oldest first (tests and the local dev loop read it). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail));
}

export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}
