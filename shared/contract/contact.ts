// The contact form: a message to the operator, stored and mailed (reply-to the sender).
import { Type, type Static } from 'typebox';
import { Body, Language } from './common.ts';
import { endpoint, errorResponses } from './http.ts';
import { EmailSchema } from './users.ts';

/** Text with at least one non-space character. */
const NotBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const CONTACT_MAX = { name: 120, subject: 200, message: 5000 } as const;

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
