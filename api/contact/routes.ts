// The contact form, rate limited per IP.
import type { FastifyInstance } from 'fastify';
import { sendContactMessage } from '../../shared/contract/contact.ts';
import { operatorAddress } from '../config.ts';
import { byIp } from '../http/rate-limit.ts';
import { route } from '../http/route.ts';
import { receiveContactMessage } from './service.ts';

export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    sendContactMessage,
    (request) => receiveContactMessage({ db: app.db, mail: app.mail, operator: operatorAddress(app.config), log: request.log }, request.body),
    { preHandler: [app.limit('contact-ip', app.limits.contactPerIp, byIp)] },
  );
}
