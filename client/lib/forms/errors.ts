// Form errors as translation keys (translated at render time, so a language switch re-translates
// them), and the mapping of an api error answer onto the form's fields. The api names every invalid
// field at once with a dotted path and a code (`{field: 'geoData.city', code: 'REQUIRED'}`); the
// form maps on those, never on the English message text.
import type { FieldError } from '../../../shared/contract/http.ts';

/** A message for one field or for the whole form: a key under `forms.errors.*` (or any key) plus values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The key of the form-wide message (not tied to a field). */
export const FORM = '_form';

export type FormErrors<F extends string = string> = Partial<Record<F | typeof FORM, FieldMessage>>;

export const msg = (key: string, values?: FieldMessage['values']): FieldMessage => (values ? { key, values } : { key });

/** An api failure as the sagas keep it (a plain copy of client/lib/api.ts ApiError and its body). */
export interface ApiFailure {
  statusCode: number;
  /** the catalogue code of the answer (`VALIDATION`, `EMAIL_TAKEN`), null when there is none */
  code: string | null;
  /** for logs only; never shown or parsed */
  message: string;
  fieldErrors: Pick<FieldError, 'field' | 'code' | 'limit'>[];
}

/** The localized message of a field error code. */
export function messageOfCode(code: string, limit?: number): FieldMessage {
  switch (code) {
    case 'REQUIRED':
      return msg('forms.errors.required');
    case 'INVALID_EMAIL':
      return msg('forms.errors.email');
    case 'TOO_SHORT':
      return limit === undefined ? msg('forms.errors.invalid') : msg('forms.errors.tooShort', { min: limit });
    case 'TOO_LONG':
      return limit === undefined ? msg('forms.errors.invalid') : msg('forms.errors.tooLong', { max: limit });
    case 'TOO_SMALL':
      return limit === undefined ? msg('forms.errors.invalid') : msg('forms.errors.min', { min: limit });
    case 'TOO_LARGE':
      return limit === undefined ? msg('forms.errors.invalid') : msg('forms.errors.max', { max: limit });
    case 'NOT_INTEGER':
      return msg('forms.errors.integer');
    case 'NOT_NUMBER':
      return msg('forms.errors.number');
    case 'INVALID_CHOICE':
      return msg('forms.errors.choice');
    case 'COMMON_PASSWORD':
      return msg('forms.errors.commonPassword');
    case 'WEAK_PASSWORD':
      return msg('forms.errors.weakPassword');
    default:
      return msg('forms.errors.invalid');
  }
}

/** `photos.0` → `photos`: array items belong to their list's field. */
const formPath = (field: string) =>
  field
    .split('.')
    .filter((s) => s !== '' && !/^\d+$/.test(s))
    .join('.');

/** Whether the failure is a validation error about `field` (dotted, array indexes ignored). */
export function hasFieldError(failure: ApiFailure, field: string): boolean {
  return failure.fieldErrors.some((e) => formPath(e.field) === field);
}

export interface ApiErrorMapping {
  /** the api's field path → the form's field name, where they differ */
  aliases?: Record<string, string>;
  /** a whole-form message per status code, overriding the defaults */
  special?: Partial<Record<number, FieldMessage>>;
  /** domain codes of the answer (`EMAIL_TAKEN`) → a message, beside a field or for the whole form */
  codes?: Record<string, { field?: string; message: FieldMessage }>;
}

/**
 * Turns a failed call into form errors. Every field error of a 400 naming a known field goes beside
 * that field (through `aliases` when the api's path differs from the form's field name); anything
 * else becomes the form-wide message, chosen by code and then by status.
 */
export function apiErrorToFormErrors(err: ApiFailure, fields: readonly string[], opts: ApiErrorMapping = {}): FormErrors {
  const byCode = err.code ? opts.codes?.[err.code] : undefined;
  if (byCode) return { [byCode.field && fields.includes(byCode.field) ? byCode.field : FORM]: byCode.message };
  const special = opts.special?.[err.statusCode];
  if (special) return { [FORM]: special };
  if (err.statusCode === 400) {
    const out: FormErrors = {};
    for (const e of err.fieldErrors) {
      const path = formPath(e.field);
      const named = opts.aliases?.[path] ?? path;
      const top = path.split('.')[0];
      const field = fields.includes(named) ? named : fields.includes(top) ? top : null;
      const domain = opts.codes?.[e.code];
      if (field && !out[field]) out[field] = domain?.message ?? messageOfCode(e.code, e.limit);
    }
    return Object.keys(out).length ? out : { [FORM]: msg('forms.errors.rejected') };
  }
  if (err.statusCode === 0) return { [FORM]: msg('forms.errors.network') };
  if (err.statusCode === 401) return { [FORM]: msg('forms.errors.signedOut') };
  if (err.statusCode === 403) return { [FORM]: msg('forms.errors.forbidden') };
  if (err.statusCode === 404) return { [FORM]: msg('forms.errors.notFound') };
  if (err.statusCode === 413) return { [FORM]: msg('forms.errors.tooLarge') };
  if (err.statusCode === 429) return { [FORM]: msg('forms.errors.tooManyRequests') };
  return { [FORM]: msg('forms.errors.server') };
}

/** A plain copy of a thrown value that a reducer can keep (no Error instances in the store). */
export function toApiFailure(err: unknown): ApiFailure {
  const e = err as { statusCode?: unknown; message?: unknown; body?: unknown } | null;
  const body = (e?.body && typeof e.body === 'object' ? e.body : {}) as { code?: unknown; errors?: unknown };
  const fieldErrors = Array.isArray(body.errors)
    ? body.errors
        .filter((x): x is FieldError => !!x && typeof x.field === 'string' && typeof x.code === 'string')
        .map(({ field, code, limit }) => (typeof limit === 'number' ? { field, code, limit } : { field, code }))
    : [];
  return {
    statusCode: typeof e?.statusCode === 'number' ? e.statusCode : 0,
    code: typeof body.code === 'string' ? body.code : null,
    message: typeof e?.message === 'string' ? e.message : String(err),
    fieldErrors,
  };
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
