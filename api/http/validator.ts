// Request validation: two ajv instances, so only the querystring and path parameters are coerced from
// strings ("2" → 2) while JSON bodies must carry the right types. Unknown properties are never
// removed silently: body schemas reject them with `additionalProperties: false`.
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped
type AddFormats = typeof addFormatsModule;
const addFormats: AddFormats = (addFormatsModule as AddFormats & { default?: AddFormats }).default ?? addFormatsModule;

const base: Options = {
  allErrors: true,
  removeAdditional: false,
  useDefaults: true,
  strict: false,
  // OpenAPI's `example` keyword (ajv knows `examples`)
  keywords: ['example'],
};

function make(coerce: boolean): Ajv {
  const ajv = new Ajv({ ...base, coerceTypes: coerce ? 'array' : false });
  addFormats(ajv);
  return ajv;
}

// Compiled validators are kept per process, keyed by the schema's JSON: a schema compiles once however
// many apps a process builds (the tests build a few hundred, and compiling every route's schemas cost
// each of them about a second of CPU). A validator is a pure function of its schema and the ajv options.
let ajvs: { strict: Ajv; coercing: Ajv } | undefined;
const compiled = new Map<string, ReturnType<FastifySchemaCompiler<unknown>>>();

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  ajvs ??= { strict: make(false), coercing: make(true) };
  const { strict, coercing } = ajvs;
  return ({ schema, httpPart }) => {
    const coerce = httpPart === 'querystring' || httpPart === 'params';
    const key = `${coerce ? 'c' : 's'}${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (coerce ? coercing : strict).compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
      compiled.set(key, validate);
    }
    return validate;
  };
}
