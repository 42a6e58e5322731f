// Registers one of the gateway's own answers from its contract endpoint (shared/contract/*: the
// `…AtGateway` / `…Data` descriptors): method and path come from the endpoint, the request and the
// success body are typed from it, and the success status is its one 2xx. The gateway does not
// validate the body: the api it forwards to does, and its 4xx (naming the field) are passed on.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Endpoint, ReplyOf } from '../shared/contract/http.ts';
import { fastifyPath, successStatus, type EndpointRequest } from '../shared/server/route.ts';

export interface GatewayRouteOptions {
  /** Fastify's body limit for this route, bytes */
  bodyLimit?: number;
}

/** The handler returns the success body, or the reply it has already sent (an error passed on). */
export type GatewayHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E> | FastifyReply>;

export function gatewayRoute<E extends Endpoint>(app: FastifyInstance, e: E, opts: GatewayRouteOptions, handler: GatewayHandler<E>): void {
  const status = successStatus(e);
  app.route({
    method: e.method,
    url: fastifyPath(e.path),
    bodyLimit: opts.bodyLimit,
    handler: async (request, reply) => {
      const body = await handler(request as EndpointRequest<E>, reply);
      if (reply.sent) return reply;
      reply.code(status);
      return status === 204 ? reply.send(null) : body;
    },
  });
}
