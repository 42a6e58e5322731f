// A contact message: stored first, then mailed to the operator (reply-to the sender). A mail failure
// must not lose the request: it is logged and the operator can read the table.
import type { FastifyBaseLogger } from 'fastify';
import type { ContactAccepted, ContactBody } from '../../shared/contract/contact.ts';
import type { Queryable } from '../db/index.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { contactMail } from '../integrations/mail/templates.ts';
import { insertContactRequest } from './sql.ts';

export interface ContactDeps {
  db: Queryable;
  mail: Mailer;
  /** where contact messages go */
  operator: string;
  log: FastifyBaseLogger;
}

export async function receiveContactMessage(deps: ContactDeps, body: ContactBody): Promise<ContactAccepted> {
  const input = { ...body, name: body.name.trim(), subject: body.subject.trim(), email: body.email.trim() };
  const id = await insertContactRequest(deps.db, input);
  try {
    await deps.mail.send(contactMail(deps.operator, input));
  } catch (err) {
    deps.log.error({ err, contactRequestId: id }, 'contact mail failed');
  }
  deps.log.info({ contactRequestId: id }, 'contact request received');
  return { message: 'Thank you, we will answer soon' };
}
