// docs/reference/endpoints.md: every endpoint declared in the contract (shared/contract/*.ts), found
// the way the api and the client know them: an exported `endpoint({...})` object. Grouped by module,
// sorted by path and method; the security column says what api/http/route.ts declares in OpenAPI.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Access, Endpoint } from '../../shared/contract/http.ts';
import { code, page, table } from './markdown.ts';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What each access means at the door (api/http/route.ts SECURITY, api/http/openapi.ts schemes). */
export const SECURITY: Record<Access, string> = {
  public: 'public: none',
  optional: 'optional: none, bearer or sessionCookie (the caller is known when a session is sent)',
  session: 'session: bearer or sessionCookie (401 without one)',
};

export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<Endpoint>;
  return (
    typeof e.method === 'string' &&
    METHODS.has(e.method) &&
    typeof e.path === 'string' &&
    e.path.startsWith('/') &&
    typeof e.operationId === 'string' &&
    typeof e.response === 'object' &&
    e.response !== null
  );
}

export interface ContractModule {
  /** the file name without `.ts`, e.g. `estates` */
  name: string;
  endpoints: Endpoint[];
}

/** Every module of `<root>/shared/contract/` that declares endpoints, by file name. */
export async function loadContract(root: string): Promise<ContractModule[]> {
  const dir = join(root, 'shared/contract');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const modules: ContractModule[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    const endpoints = Object.values(exports).filter(isEndpoint);
    // code-unit order, not the machine's locale, so every machine writes the same page
    endpoints.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method)));
    if (endpoints.length) modules.push({ name: file.replace(/\.ts$/, ''), endpoints });
  }
  return modules;
}

/** `201; 400, 401, 409`: the success status first, then the others in order. */
export function answers(e: Endpoint): string {
  const codes = Object.keys(e.response)
    .map(Number)
    .sort((a, b) => a - b);
  const ok = codes.filter((c) => c < 300);
  const other = codes.filter((c) => c >= 300);
  return [ok.join(', '), other.join(', ')].filter(Boolean).join('; ');
}

function moduleSection(m: ContractModule): string {
  const rows = m.endpoints.map((e) => [
    code(`${e.method} ${e.path}`),
    code(e.operationId),
    e.summary + (e.description ? ` (${e.description})` : ''),
    SECURITY[e.access],
    answers(e) + (e.consumes ? ` (body: ${e.consumes})` : ''),
  ]);
  return [`## ${m.name} (\`shared/contract/${m.name}.ts\`)`, '', table(['call', 'operationId', 'summary', 'auth / security', 'answers'], rows)].join(
    '\n',
  );
}

export async function endpointsPage(root: string): Promise<string> {
  const modules = await loadContract(root);
  const total = modules.reduce((n, m) => n + m.endpoints.length, 0);
  return page(
    'Endpoints',
    [
      `The ${total} endpoints of the contract, one section per module of \`shared/contract/\`. Each is an exported`,
      '`endpoint({...})` object named like its operationId; the api registers it with `route()` (api/http/route.ts), the',
      'OpenAPI document at `GET /api/docs/json` is generated from those routes, and the client types its calls from the same',
      'objects. Answers: the success status, then the error statuses (each an `Error` body). Two paths have two descriptors,',
      "the api's and the gateway's in front of it (`signIn` / `signInAtGateway`, `getHomePage` / `getHomePageData`).",
    ].join('\n'),
    modules.map(moduleSection),
  );
}
