// A section below the fold, server-rendered, whose code is neither in the first-load JavaScript nor
// fetched before the visitor scrolls near it (docs/decisions/0006).
// - On the server the section's chunk is imported as soon as the module declaring it is evaluated,
//   and the renderer waits for it (`sectionsLoaded`, after it loads a screen), so every page carries
//   the section's markup.
// - In the browser the section is a React.lazy component inside a Suspense boundary, in a wrapper
//   element that hydrates at once. Hydration keeps the server's markup in place; once the wrapper
//   comes within 400 px of the viewport (IntersectionObserver) the chunk loads and React hydrates the
//   section (selective hydration). After a client-side navigation the section appears the same way.
//   Give it props that keep their identity while nothing changes (store objects, strings): new props
//   before the chunk is in make React drop the server's markup and render the section itself.
// (A static import guarded by `process.env.BROWSER` would not do: esbuild keeps a module statically
// imported from a first-load screen in that screen's chunk even where the import is unused.)
import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type NamedExoticComponent } from 'react';

const pending = new Set<Promise<unknown>>();

/** Resolves once every section declared so far has loaded on the server (the renderer awaits it). */
export async function sectionsLoaded(): Promise<void> {
  await Promise.all([...pending]);
}

export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>, className?: string): NamedExoticComponent<P> {
  let ready: ComponentType<P> | null = null;
  let near!: () => void;
  const nearby = new Promise<void>((resolve) => (near = resolve));
  const Lazy = lazy(async () => {
    await nearby;
    return { default: (ready = await load()) };
  });
  if (process.env.BROWSER !== 'true') {
    const p: Promise<unknown> = load().then((c) => (ready = c));
    pending.add(p);
    void p.finally(() => pending.delete(p));
    near();
  }
  function Later(props: P) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = box.current;
      // nothing from the server to keep (a client-side navigation) or no observers: load it now
      if (ready || !el || el.childElementCount === 0 || typeof IntersectionObserver !== 'function' || typeof MutationObserver !== 'function')
        return near();
      const seen = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) near();
        },
        { rootMargin: '400px 0px' },
      );
      // React dropped the server's markup (the boundary is rendered on the client, showing nothing
      // until the chunk is in): load it now, wherever the section is
      const emptied = new MutationObserver(() => {
        if (el.childElementCount === 0) near();
      });
      seen.observe(el);
      emptied.observe(el, { childList: true });
      void nearby.then(() => {
        seen.disconnect();
        emptied.disconnect();
      });
      return () => {
        seen.disconnect();
        emptied.disconnect();
      };
    }, []);
    const Section = ready ?? Lazy;
    return (
      <div ref={box} className={className}>
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </div>
    );
  }
  // memo: a dehydrated boundary that gets new props before its chunk is in is rendered again on the
  // client from scratch (its server markup dropped for the fallback); a parent's re-render with
  // equal props must not reach it
  return memo(Later, sameProps);
}

/** Props equal by value (one level: objects compared as JSON), so that a parent's re-render with equal
 * but new objects (a default `{}`, a derived list) does not count as an update of the section. */
function sameProps(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every(
    (k) =>
      Object.is(x[k], y[k]) ||
      (typeof x[k] === 'object' && x[k] !== null && typeof y[k] === 'object' && JSON.stringify(x[k]) === JSON.stringify(y[k])),
  );
}
