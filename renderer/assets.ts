// What the renderer reads once at start: the client build's manifest and the translations.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { ALL_NAMESPACES } from '../client/server.tsx';
import { LANGUAGES } from '../shared/core/constants.ts';

export interface ClientManifest {
  entry: string;
  css: string[];
  /** what the entry imports (every page): the document preloads it, so nothing waits on the entry */
  preload: string[];
  /** screen id → its chunk and the chunks it imports beyond `preload` (modulepreload of the page's screen) */
  chunks: Record<string, string[]>;
  /** language → the chunk of its country names (the browser loads the page's language only) */
  countryNames: Record<string, string>;
  /** the map chunk's stylesheet (Leaflet's CSS and ours), loaded by the chunk itself */
  mapCss?: string;
  /** the private area's stylesheet: linked by private pages, loaded without holding the paint by the others */
  privateCss?: string;
}

/** The pages whose screens the private stylesheet styles: the private area and the guided listing (nAdvert). */
export function usesPrivateCss(pathname: string): boolean {
  return (
    pathname === '/private' ||
    pathname.startsWith('/private/') ||
    pathname.startsWith('/advert/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  );
}

/** Everything the page's first load imports, for `<link rel="modulepreload">`: no request waits for another. */
export function modulePreloadsOf(manifest: ClientManifest, screen: string | null, language: string): string[] {
  const names = manifest.countryNames[language];
  return [...manifest.preload, ...(screen ? (manifest.chunks[screen] ?? []) : []), ...(names ? [names] : [])];
}

export interface AssetLogger {
  warn(obj: object, msg: string): void;
}

/** The manifest of the client build in `publicDir` (dist/public, or the build it linked to at start). */
export function readManifest(publicDir: string, logger: AssetLogger): ClientManifest {
  const file = join(publicDir, 'manifest.json');
  if (!existsSync(file)) {
    logger.warn({ file }, 'client manifest missing (run the build): pages render without the client bundle');
    return { entry: '', css: [], preload: [], chunks: {}, countryNames: {} };
  }
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<ClientManifest>;
  const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []);
  const chunks: Record<string, string[]> = {};
  for (const [screen, list] of Object.entries(raw.chunks && typeof raw.chunks === 'object' ? raw.chunks : {})) chunks[screen] = strings(list);
  const countryNames: Record<string, string> = {};
  for (const [lng, url] of Object.entries(raw.countryNames && typeof raw.countryNames === 'object' ? raw.countryNames : {})) {
    if (typeof url === 'string') countryNames[lng] = url;
  }
  return {
    entry: typeof raw.entry === 'string' ? raw.entry : '',
    css: strings(raw.css),
    preload: strings(raw.preload),
    chunks,
    countryNames,
    ...(typeof raw.mapCss === 'string' ? { mapCss: raw.mapCss } : {}),
    ...(typeof raw.privateCss === 'string' ? { privateCss: raw.privateCss } : {}),
  };
}

/** Every language and namespace from `locales/{lng}/{ns}.json`; a missing or broken file is an error. */
export function readLocales(rootDir: string): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const ns of ALL_NAMESPACES) {
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

/**
 * The translations' version: a hash of every locales/{lng}/{ns}.json, the part of their URLs
 * (/locales/{lng}/{ns}.{version}.json) that lets browsers cache them for good. The gateway computes
 * the same from the same files (gateway/plugins/locales.ts).
 */
export function localesVersion(localesDir: string): string {
  const hash = createHash('sha256');
  for (const lng of LANGUAGES) {
    for (const ns of ALL_NAMESPACES) {
      const file = join(localesDir, lng, `${ns}.json`);
      hash.update(`${lng}/${ns}\0`);
      if (existsSync(file)) hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 12);
}
