// Markup built once per process on the server (docs/decisions/0010): a part of the page whose markup
// depends only on what its `id` names (the language, whether the visitor is signed in) is rendered
// once and written again into every page from a cache, as the inner HTML of its own element. In the
// browser (and wherever no renderer provides the context) the children render as usual inside the
// same element, so hydration meets the same markup.
// The server renders a missing part on its own, inside the store, translation and router providers
// (client/server.tsx `renderTree`): a part that reads any other context, or calls useId, must not
// go through here (test/unit/renderer-fixed-markup.test.tsx compares the pages with and without).
import { createContext, useContext, type ReactElement } from 'react';

export interface FixedMarkupSlots {
  /** the part's inner markup when it is built already; undefined renders `children` in the tree */
  markup(id: string, children: ReactElement): string | undefined;
}

export const FixedMarkupContext = createContext<FixedMarkupSlots | null>(null);

/** `<Tag className>` around `children`, whose inner markup the server may write from its cache. */
export function FixedMarkup({ id, as: Tag, className, children }: { id: string; as: 'footer' | 'div'; className: string; children: ReactElement }) {
  const html = useContext(FixedMarkupContext)?.markup(id, children);
  // the cached markup is React's own rendering of the same children, escaped as React escapes
  return html === undefined ? <Tag className={className}>{children}</Tag> : <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
