// The OpenAPI document at /api/docs/json is accepted by the tools people point at it:
// @apidevtools/swagger-parser validates it against the OpenAPI 3.0 schema, and Redocly's linter with
// its recommended rules finds no error (operation ids, summaries, declared security, 4xx answers).
import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { startApi } from '../helpers/api.ts';

const run = promisify(execFile);
const REDOCLY = resolve(import.meta.dirname, '../../node_modules/.bin/redocly');

type Doc = {
  openapi: string;
  info: { license?: { name: string; url?: string } };
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; description?: string }>;
  };
};

t.test('the OpenAPI document passes swagger-parser and redocly lint', async (t) => {
  const api = await startApi({ estates: 0 });
  t.teardown(() => api.close());
  const res = await fetch(`${api.url}/api/docs/json`);
  t.equal(res.status, 200);
  const doc = (await res.json()) as Doc;
  t.match(doc.openapi, /^3\.0\./);
  // the site's terms page is /terms (shared route table); /terms-and-conds is only an article id
  t.equal(new URL(doc.info.license?.url ?? 'http://x/').pathname, '/terms', 'the licence links the terms page, /terms');

  await t.resolves(SwaggerParser.validate(structuredClone(doc) as never), 'swagger-parser validates it');

  const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  t.ok(ops.length >= 30, `${ops.length} operations`);
  const ids = ops.map((o) => o.op.operationId);
  t.same(
    ids.filter((id) => !id),
    [],
    'every operation has an operationId',
  );
  t.equal(new Set(ids).size, ids.length, 'operationIds are unique');
  t.same(
    ops.filter((o) => !Object.keys(o.op.responses).some((c) => /^4\d\d$/.test(c))).map((o) => `${o.method} ${o.path}`),
    [],
    'every operation answers a 4xx',
  );
  t.same(
    ops.filter((o) => !Array.isArray(o.op.security)).map((o) => `${o.method} ${o.path}`),
    [],
    'every operation declares its security, public ones too',
  );
  t.ok(doc.components.schemas.Estate && doc.components.schemas.Error, 'entities are shared components');
  t.match(doc.components.securitySchemes.sessionCookie, { type: 'apiKey', in: 'cookie', name: 'sid' });
  t.match(doc.components.securitySchemes.sessionCookie.description, /httpOnly/, 'the document says how the session cookie works');
  t.notMatch(JSON.stringify(doc), /"exclusiveM(in|ax)imum":\s*\d/, 'no numeric exclusiveMinimum/Maximum in OAS 3.0');

  const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(doc));
  const lint = await run(REDOCLY, ['lint', '--extends=recommended', '--format=json', file], { cwd: dir, maxBuffer: 32 * 1024 * 1024 }).catch(
    (err: { stdout?: string; stderr?: string; code?: number }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '', failed: err.code }),
  );
  const report = JSON.parse(lint.stdout) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  const errorsFound = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
  t.same(errorsFound.slice(0, 20), [], `redocly recommended: no errors (${report.totals.warnings} warnings)`);
  t.equal(report.totals.errors, 0);
});
