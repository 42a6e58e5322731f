// The head tags a page's screen asked for (client/app/head.ts decides them): Open Graph and Twitter
// `<meta>`s, escaped for an attribute, and JSON-LD blocks through the same escaping as the preloaded
// data. The title, description, robots and links are the document's own (renderer/document.ts).
import type { HeadFields } from '../client/server.tsx';
import { escapeHtml } from '../shared/core/html.ts';
import { serializeForScript } from './serialize.ts';

/** The Open Graph, Twitter and JSON-LD tags. */
export function renderHeadFields(h: Pick<HeadFields, 'meta' | 'jsonLd'>): string {
  return (
    h.meta.map((m) => `<meta ${m.key}="${escapeHtml(m.name)}" content="${escapeHtml(m.content)}">`).join('') +
    h.jsonLd.map((obj) => `<script type="application/ld+json">${serializeForScript(obj)}</script>`).join('')
  );
}
