// What registering a route from its contract endpoint (shared/contract/*) takes on either server:
// the Fastify path of the endpoint's OpenAPI path, its single success status and the typed request.
// The api's `route()` (api/http/route.ts) adds schemas, access checks and the OpenAPI operation; the
// gateway's `gatewayRoute()` (gateway/route.ts) registers its own answers on the contract's paths.
import type { FastifyRequest } from 'fastify';
import type { BodyOf, Endpoint, HeadersOf, ParamsOf, QueryOf } from '../contract/http.ts';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
  Headers: HeadersOf<E>;
}>;

/** `/api/estate/{aliasId}` → `/api/estate/:aliasId` */
export const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** The endpoint's one 2xx status; an endpoint with none or several is a programming error. */
export function successStatus(e: Endpoint): number {
  const codes = Object.keys(e.response)
    .map(Number)
    .filter((c) => c >= 200 && c < 300);
  if (codes.length !== 1) throw new Error(`${e.operationId}: an endpoint needs exactly one success status, has ${codes.join(', ')}`);
  return codes[0];
}
