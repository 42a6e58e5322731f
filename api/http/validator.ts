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

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strictAjv = make(false);
  const coercingAjv = make(true);
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'querystring' || httpPart === 'params' ? coercingAjv : strictAjv;
    return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
