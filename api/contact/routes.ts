// The contact form: stored, then mailed to the operator (reply-to the sender). Rate limited per IP.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { operatorAddress } from '../config.ts';
import { byIp } from '../http/rate-limit.ts';
import { Body, errorResponses, LanguageSchema } from '../http/schema-common.ts';
import { EmailSchema } from '../../shared/contract/users.ts';
import { contactMail } from '../integrations/mail/templates.ts';

const NotBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact',
    {
      preHandler: [app.limit('contact-ip', app.limits.contactPerIp, byIp)],
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operator',
        body: Body({
          name: NotBlank(120),
          email: EmailSchema,
          subject: NotBlank(200),
          message: NotBlank(5000),
          language: LanguageSchema,
        }),
        response: { 202: Type.Object({ message: Type.String() }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, name: request.body.name.trim(), subject: request.body.subject.trim(), email: request.body.email.trim() };
      const r = await app.db.query<{ id: string }>(
        'INSERT INTO contact_requests (name, email, subject, message, language) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [input.name, input.email, input.subject, input.message, input.language],
      );
      // stored first: a mail failure must not lose the request; it is logged and the operator can read the table
      try {
        await app.mail.send(contactMail(operatorAddress(app.config), input));
      } catch (err) {
        request.log.error({ err, contactRequestId: r.rows[0].id }, 'contact mail failed');
      }
      request.log.info({ contactRequestId: r.rows[0].id }, 'contact request received');
      return reply.code(202).send({ message: 'Thank you, we will answer soon' });
    },
  );
};

export default routes;
