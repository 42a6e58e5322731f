// Form errors as translation keys (translated at render time, so a language switch re-translates
// them), and the mapping of an api error answer onto the form's fields. The api names the field in
// its 400 messages (`body/email must match format "email"`, `body/geoData/city is required`).

/** A message for one field or for the whole form: a key under `forms.errors.*` (or any key) plus values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The key of the form-wide message (not tied to a field). */
export const FORM = '_form';

export type FormErrors<F extends string = string> = Partial<Record<F | typeof FORM, FieldMessage>>;

export const msg = (key: string, values?: FieldMessage['values']): FieldMessage => (values ? { key, values } : { key });

/** An api failure as the sagas see it (client/api/caller.ts ApiError). */
export interface ApiFailure {
  statusCode: number;
  message: string;
}

/**
 * The field a message names: `body/geoData/city is required` → `geoData.city`;
 * `body/price must be >= 0` → `price`; `body/title/en must …` → `title.en`. Null when no field is named.
 */
export function fieldOfMessage(message: string): string | null {
  const m = /^body\/([A-Za-z0-9_/.-]+)/.exec(message);
  if (!m) return null;
  const path = m[1].split('/').filter((s) => s !== '' && !/^\d+$/.test(s));
  return path.length ? path.join('.') : null;
}

/** A localized reading of the api's validation wording (ajv messages, our own). */
export function messageOfApiText(text: string): FieldMessage {
  let m: RegExpExecArray | null;
  if (/ is required$/.test(text) || /must NOT have fewer than 1 characters/.test(text)) return msg('forms.errors.required');
  if (/must match format "email"/.test(text)) return msg('forms.errors.email');
  if ((m = /must NOT have fewer than (\d+) characters/.exec(text))) return msg('forms.errors.tooShort', { min: Number(m[1]) });
  if ((m = /must NOT have more than (\d+) characters/.exec(text))) return msg('forms.errors.tooLong', { max: Number(m[1]) });
  if ((m = /must be >=? ?(-?\d+(?:\.\d+)?)/.exec(text))) return msg('forms.errors.min', { min: Number(m[1]) });
  if ((m = /must be <=? ?(-?\d+(?:\.\d+)?)/.exec(text))) return msg('forms.errors.max', { max: Number(m[1]) });
  if (/must be integer/.test(text)) return msg('forms.errors.integer');
  if (/must be number/.test(text)) return msg('forms.errors.number');
  if (/must be one of/.test(text)) return msg('forms.errors.choice');
  return msg('forms.errors.invalid');
}

/**
 * Turns a failed call into form errors. A 400 naming a known field goes beside that field (through
 * `aliases` when the api's path differs from the form's field name); anything else becomes the
 * form-wide message, chosen by status (`special` overrides per status code).
 */
export function apiErrorToFormErrors(
  err: ApiFailure,
  fields: readonly string[],
  opts: { aliases?: Record<string, string>; special?: Partial<Record<number, FieldMessage>> } = {},
): FormErrors {
  const special = opts.special?.[err.statusCode];
  if (special) return { [FORM]: special };
  if (err.statusCode === 400) {
    const path = fieldOfMessage(err.message);
    const field = path ? (opts.aliases?.[path] ?? path) : null;
    if (field && fields.includes(field)) return { [field]: messageOfApiText(err.message) };
    const top = path?.split('.')[0];
    if (top && fields.includes(top)) return { [top]: messageOfApiText(err.message) };
    return { [FORM]: msg('forms.errors.rejected') };
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
  const e = err as { statusCode?: unknown; message?: unknown };
  return {
    statusCode: typeof e?.statusCode === 'number' ? e.statusCode : 0,
    message: typeof e?.message === 'string' ? e.message : String(err),
  };
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
