// Liveness and readiness of the api, for orchestrators and the gateway's own checks.
import { Type } from 'typebox';
import { endpoint, ErrorBody, errorResponses } from './http.ts';

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/healthz',
  operationId: 'getHealth',
  summary: 'The process is up (does not touch the database)',
  tags: ['health'],
  access: 'public',
  response: { 200: Type.Object({ status: Type.Literal('ok') }), ...errorResponses(400) },
});

export const getReadiness = endpoint({
  method: 'GET',
  path: '/api/readyz',
  operationId: 'getReadiness',
  summary: 'The api can serve requests: its database answers',
  tags: ['health'],
  access: 'public',
  response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: ErrorBody, ...errorResponses(400) },
});
