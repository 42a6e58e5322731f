// Whether the app runs in the browser yet. Its own module: a module is one unit in esbuild's chunks, so
// the first-load code that needs only this (the shell, the search panel, the heart) must not import
// the form hook's module, which would bring the whole of it into the first-load chunk.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False while the server renders and the browser hydrates, true once the app runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
