// Which namespace holds a key (docs/decisions/0010). Keys stay "section.rest"; a namespace file
// locales/<lng>/<ns>.json holds whole top-level sections, as listed in locales/namespaces.json
// (written by bin/i18n-split.mjs). A section no namespace lists is its own namespace.
import table from '../../locales/namespaces.json' with { type: 'json' };

/** The namespace every page carries (the product's spec names it: GET /locales/{lng}/app.json). */
export const APP_NAMESPACE = 'app';

const layout: Record<string, string[]> = table;
export const ALL_NAMESPACES: readonly string[] = Object.keys(layout);

const SECTION_NAMESPACE = new Map<string, string>();
for (const [ns, sections] of Object.entries(layout)) for (const section of sections) SECTION_NAMESPACE.set(section, ns);

/** The namespace of a key ("search.filters.price" → the namespace of section "search"). */
export function namespaceOf(key: string): string {
  const dot = key.indexOf('.');
  const section = dot === -1 ? key : key.slice(0, dot);
  return SECTION_NAMESPACE.get(section) ?? section;
}
