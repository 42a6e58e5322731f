// Registers an api route from its contract (shared/contract/*): method, path, schemas, OpenAPI
// operation and access come from the endpoint object, so the api cannot drift from what the client
// and the document are told. The handler returns the success body; the status code is the
// endpoint's single success status (201 for a creation, 204 answers with no body).
import type { FastifyContextConfig, FastifyInstance, FastifyReply, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { Endpoint, ReplyOf } from '../../shared/contract/http.ts';
import { fastifyPath, successStatus, type EndpointRequest } from '../../shared/server/route.ts';
import { optionalUser, requireUser } from './auth.ts';

export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E>> | ReplyOf<E>;

export interface RouteOptions {
  /** run after the access check (rate limits, ownership) */
  preHandler?: preHandlerAsyncHookHandler[];
  preValidation?: preValidationAsyncHookHandler[];
  /** raise Fastify's body limit for this route (uploads) */
  bodyLimit?: number;
  /** the route's config (api/admin/guard.ts marks operator routes with their role) */
  config?: FastifyContextConfig;
}

/** The OpenAPI security requirement of each kind of access (see api/http/openapi.ts). */
export const SECURITY = {
  public: [],
  optional: [{}, { bearer: [] }, { sessionCookie: [] }],
  session: [{ bearer: [] }, { sessionCookie: [] }],
} as const;

/** Fastify warns about schema keys present but undefined: leave them out. */
const defined = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>, opts: RouteOptions = {}): void {
  const status = successStatus(e);
  const access = e.access === 'session' ? [requireUser] : e.access === 'optional' ? [optionalUser] : [];
  app.route({
    method: e.method,
    url: fastifyPath(e.path),
    bodyLimit: opts.bodyLimit,
    ...(opts.config ? { config: opts.config } : {}),
    preValidation: opts.preValidation,
    preHandler: [...access, ...(opts.preHandler ?? [])],
    schema: defined({
      operationId: e.operationId,
      summary: e.summary,
      description: e.description,
      tags: [...e.tags],
      security: SECURITY[e.access].map((s) => ({ ...s })),
      params: e.params,
      querystring: e.querystring,
      headers: e.headers,
      body: e.body,
      consumes: e.consumes ? [e.consumes] : undefined,
      response: e.response,
    }),
    handler: async (request, reply) => {
      const body = await handler(request as EndpointRequest<E>, reply);
      if (reply.sent) return reply;
      reply.code(status);
      return status === 204 ? reply.send(null) : body;
    },
  });
}
