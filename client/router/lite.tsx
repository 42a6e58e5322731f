// The browser's router in react-router-dom's place (docs/decisions/0006). bin/build.mjs aliases
// `react-router-dom` to this module in the client bundle only; the server (StaticRouter in
// renderer/tree.tsx) and the tests keep react-router-dom. Routes are matched by our own resolver
// (client/app/resolve.ts), links are client/ui/Link.tsx, so what the app asks of a router is small:
// a location kept in step with the browser's history, a navigator, and the hooks below. They behave
// as react-router's do for the way the app uses them:
// - history entries carry `{ usr: state, key, idx }` like react-router's browser history, so a reload
//   or a later react-router build reads the same entries;
// - a navigation updates the location inside `startTransition` (a screen whose chunk is still on its
//   way keeps the old one shown), popstate likewise;
// - `navigate()` called before the calling component has mounted is ignored (react-router warns and
//   drops it too), `navigate(n)` moves through history, a relative `to` resolves against the path;
// - `<Navigate>` navigates in an effect and renders nothing.
// Markup: none of these render elements, so the server's markup (react-router) and the hydrated
// markup (this module) cannot differ.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPath, resolveTo, type To } from './path.ts';

export type { Path, To } from './path.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface Navigator {
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
}

interface NavigationContextValue {
  basename: string;
  navigator: Navigator;
  static: boolean;
  future: Record<string, never>;
}

interface LocationContextValue {
  location: Location;
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
}

interface RouteMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}

interface RouteContextValue {
  outlet: ReactNode;
  matches: RouteMatch[];
  isDataRoute: boolean;
}

// the names react-router-dom exports them under (client/ui/Link.tsx and client/app/RouteScreen.tsx read them)
export const UNSAFE_NavigationContext = createContext<NavigationContextValue>(null!); // as react-router: always provided by the router
export const UNSAFE_LocationContext = createContext<LocationContextValue>(null!);
export const UNSAFE_RouteContext = createContext<RouteContextValue>({ outlet: null, matches: [], isDataRoute: false });

const newKey = (): string => Math.random().toString(36).slice(2, 10);

interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function readLocation(win: Window): Location {
  const entry = (win.history.state ?? {}) as HistoryEntry;
  const { pathname, search, hash } = win.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

type Listener = (update: LocationContextValue) => void;

/** The browser's history as react-router's `createBrowserHistory({ v5Compat: true })` keeps it. */
function createBrowserHistory(win: Window): Navigator & { listen(listener: Listener): () => void; location(): Location } {
  let listener: Listener | null = null;
  let index = ((win.history.state ?? {}) as HistoryEntry).idx;
  if (index == null) {
    index = 0;
    win.history.replaceState({ ...(win.history.state as object | null), idx: index }, '');
  }
  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));
  const onPop = () => {
    index = ((win.history.state ?? {}) as HistoryEntry).idx ?? index;
    listener?.({ location: readLocation(win), navigationType: 'POP' });
  };
  const write = (to: To, state: unknown, replace: boolean) => {
    const key = newKey();
    if (!replace) index = (index ?? 0) + 1;
    const entry: HistoryEntry = { usr: state, key, idx: index };
    const url = createHref(to);
    if (replace) win.history.replaceState(entry, '', url);
    else {
      try {
        win.history.pushState(entry, '', url);
      } catch (error) {
        // iOS caps history entries; a DataCloneError state cannot be stored: load the page instead
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url);
        return;
      }
    }
    listener?.({ location: readLocation(win), navigationType: replace ? 'REPLACE' : 'PUSH' });
  };
  return {
    createHref,
    push: (to, state) => write(to, state, false),
    replace: (to, state) => write(to, state, true),
    go: (delta) => win.history.go(delta),
    location: () => readLocation(win),
    listen(next) {
      if (listener) throw new Error('one listener at a time');
      listener = next;
      win.addEventListener('popstate', onPop);
      return () => {
        win.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
  };
}

export function BrowserRouter({ children, window: win = window }: { children?: ReactNode; window?: Window }) {
  const [history] = useState(() => createBrowserHistory(win));
  const [state, setState] = useState<LocationContextValue>(() => ({ location: history.location(), navigationType: 'POP' }));
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  const navigation = useMemo<NavigationContextValue>(() => ({ basename: '/', navigator: history, static: false, future: {} }), [history]);
  return (
    <UNSAFE_NavigationContext.Provider value={navigation}>
      <UNSAFE_LocationContext.Provider value={state}>{children}</UNSAFE_LocationContext.Provider>
    </UNSAFE_NavigationContext.Provider>
  );
}

export function useLocation(): Location {
  return useContext(UNSAFE_LocationContext).location;
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { matches } = useContext(UNSAFE_RouteContext);
  const { pathname } = useLocation();
  const from = matches.length ? matches[matches.length - 1]!.pathnameBase : pathname;
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!mounted.current) return; // as react-router: a navigation during the first render is dropped
      if (typeof to === 'number') return navigator.go(to);
      const path = resolveTo(to, from);
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    },
    [navigator, from],
  );
}

export function useParams(): Record<string, string | undefined> {
  const { matches } = useContext(UNSAFE_RouteContext);
  return matches.length ? matches[matches.length - 1]!.params : {};
}

/** The query of the current location; the setter navigates (a push unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | string | Record<string, string>, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: URLSearchParams | string | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `?${query}` : '?', options);
    },
    [navigate],
  );
  return [params, set];
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  const target = JSON.stringify(typeof to === 'string' ? to : createPath(to));
  useEffect(() => {
    navigate(JSON.parse(target) as string, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
