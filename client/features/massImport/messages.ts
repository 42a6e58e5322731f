// The page's failures in words: the api's codes (shared/contract/import.ts) mapped to our own strings,
// never the api's English text.
import { msg, type FieldMessage } from '../../lib/forms/errors.ts';
import { IMPORT_MAX_MB } from './model.ts';
import type { ImportFailure } from './slice.ts';

/** The codes of a file the api cannot read at all, each with its own message under massImport.errors. */
export const FILE_ERROR_CODES = [
  'FILE_REQUIRED',
  'UNSUPPORTED_FORMAT',
  'TOO_LARGE',
  'BAD_ENCODING',
  'MALFORMED_CSV',
  'MALFORMED_XML',
  'XML_DTD_FORBIDDEN',
  'MALFORMED_ZIP',
  'ZIP_UNSAFE_PATH',
  'ZIP_BOMB',
  'TOO_MANY_LISTINGS',
  'LINE_TOO_LONG',
  'EMPTY_FEED',
] as const;

const mb = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

/** What went wrong with an upload, shown beside the file field. */
export function uploadErrorMessage(f: ImportFailure): FieldMessage {
  if (f.statusCode === 413 || f.code === 'TOO_LARGE') return msg('massImport.errors.TOO_LARGE', { size: f.limit ? mb(f.limit) : IMPORT_MAX_MB });
  if (f.code && (FILE_ERROR_CODES as readonly string[]).includes(f.code)) return msg(`massImport.errors.${f.code}`);
  if (f.statusCode === 415) return msg('massImport.errors.UNSUPPORTED_FORMAT');
  if (f.statusCode === 401) return msg('massImport.errors.session');
  if (f.statusCode === 504) return msg('massImport.errors.timeout');
  if (f.statusCode === 0) return msg('massImport.errors.network');
  if (f.statusCode === 400) return msg('massImport.errors.unreadable');
  return msg('massImport.errors.unexpected');
}

/** What went wrong starting, cancelling or opening an import, for the whole panel. */
export function actionErrorMessage(f: ImportFailure, what: 'start' | 'cancel' | 'open'): FieldMessage {
  if (f.code === 'IMPORT_NOT_STARTABLE') return msg('massImport.actionErrors.notStartable');
  if (f.code === 'IMPORT_FINISHED') return msg('massImport.actionErrors.finished');
  if (f.statusCode === 401) return msg('massImport.errors.session');
  if (f.statusCode === 404) return msg('massImport.actionErrors.notFound');
  return msg(`massImport.actionErrors.${what}`);
}
