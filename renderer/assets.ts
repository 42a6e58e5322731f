// What the renderer reads once at start: the client build's manifest and the translations.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { LANGUAGES, NAMESPACES } from '../shared/constants.ts';

export interface ClientManifest {
  entry: string;
  css: string[];
  /** screen id → chunk URL, when the build records them (used for modulepreload) */
  chunks: Record<string, string>;
}

export interface AssetLogger {
  warn(obj: object, msg: string): void;
}

export function readManifest(rootDir: string, logger: AssetLogger): ClientManifest {
  const file = join(rootDir, 'dist/public/manifest.json');
  if (!existsSync(file)) {
    logger.warn({ file }, 'client manifest missing (run the build): pages render without the client bundle');
    return { entry: '', css: [], chunks: {} };
  }
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<ClientManifest>;
  return {
    entry: typeof raw.entry === 'string' ? raw.entry : '',
    css: Array.isArray(raw.css) ? raw.css.filter((c): c is string => typeof c === 'string') : [],
    chunks: raw.chunks && typeof raw.chunks === 'object' ? raw.chunks : {},
  };
}

/** Every language and namespace from `locales/{lng}/{ns}.json`; a missing or broken file is an error. */
export function readLocales(rootDir: string): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const ns of NAMESPACES) {
      const file = join(rootDir, 'locales', lng, `${ns}.json`);
      try {
        resources[lng][ns] = JSON.parse(readFileSync(file, 'utf8'));
      } catch (err) {
        throw new Error(`cannot read translations ${file}: ${(err as Error).message}`);
      }
    }
  }
  return resources;
}
