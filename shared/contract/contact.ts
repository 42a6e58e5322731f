// The contact form: a message to the operator, stored and mailed (reply-to the sender).
import { Type, type Static } from 'typebox';
import { Body, Language, NotBlank } from './common.ts';
import { CONTACT_LIMITS } from './limits.ts';
import { endpoint, errorResponses } from './http.ts';
import { EmailSchema } from './users.ts';

/** The contact form's limits (shared/contract/limits.ts). */
export const CONTACT_MAX = CONTACT_LIMITS;

export const ContactBody = Body(
  {
    name: NotBlank(CONTACT_MAX.name),
    email: EmailSchema,
    subject: NotBlank(CONTACT_MAX.subject),
    message: NotBlank(CONTACT_MAX.message),
    /** the language the operator should answer in */
    language: Language,
  },
  { title: 'ContactBody' },
);
export type ContactBody = Static<typeof ContactBody>;

export const ContactAccepted = Type.Object({ message: Type.String() });
export type ContactAccepted = Static<typeof ContactAccepted>;

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/api/contact',
  operationId: 'sendContactMessage',
  summary: 'Send a message to the operator',
  description: 'Limited per IP address (429 with retry-after beyond the limit).',
  tags: ['contact'],
  access: 'public',
  body: ContactBody,
  response: { 202: ContactAccepted, ...errorResponses(400, 429) },
});
