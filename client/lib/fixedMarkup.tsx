// Markup built once per process on the server (docs/decisions/0010): a part of the page whose markup
// depends only on what its `id` names (the language, whether the visitor is signed in) is rendered
// once and written again into every page from a cache. In the browser (and wherever no renderer
// provides the context) the children render as usual, so hydration meets the same markup.
// The server renders a missing part on its own, inside the store, translation and router providers
// (client/server.tsx `renderTree`): a part that reads any other context, or calls useId, must not
// go through here (test/unit/renderer-fixed-markup.test.tsx compares the pages with and without).
import { createContext, useContext, type ReactElement } from 'react';

export interface FixedMarkupSlots {
  /** what to render in place of `children`: a placeholder the renderer replaces with its markup */
  slot(id: string, children: ReactElement): ReactElement;
}

export const FixedMarkupContext = createContext<FixedMarkupSlots | null>(null);

export function FixedMarkup({ id, children }: { id: string; children: ReactElement }) {
  const slots = useContext(FixedMarkupContext);
  return slots ? slots.slot(id, children) : children;
}
