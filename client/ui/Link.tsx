// The app's link (docs/decisions/0010): an <a> whose click navigates in the app, like react-router's
// <Link>, for the common case of a root-relative `to` ('/search?page=2'). react-router's <Link> runs
// seven hooks per link (it resolves the path against the route tree, builds a navigate function,
// prefetch behaviour) and writes data-discover on every anchor: about a tenth of a page's server
// render with a page of cards and a pager. This one reads two contexts. A `to` that is not
// root-relative (a path object, a relative path) is resolved against the current path first.
// In the browser, react-router-dom is client/router/lite.tsx (decision 0006), which renders no links:
// this module and NavLink below are the app's only links, on the server and in the browser alike.
import { useContext, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  type LinkProps,
  type Location,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { jsx } from 'react/jsx-runtime';
import { createPath, resolveTo } from '../router/path.ts';

type NavigationContextValue = {
  navigator: { push(to: string, state?: unknown): void; replace(to: string, state?: unknown): void };
  basename: string;
};

export type { LinkProps };

/** A click the app handles: the main button, no modifier (new tab, download…), this window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

const isRootRelative = (to: LinkProps['to']): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/** A `to` as a root-relative string: a path object joined, a relative path resolved against `from`. */
export function pathOf(to: To, from: string): string {
  return isRootRelative(to) ? to : createPath(resolveTo(to, from));
}

export function Link(props: LinkProps) {
  const navigation = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
  return anchor(props, pathOf(props.to, location.pathname), navigation, location);
}

/**
 * react-router's <NavLink> for what the app passes: `to` a root-relative path, `end`, and `className`
 * as a string or a function of `isActive`; an active link gets `aria-current="page"`. Active as in
 * react-router: the location's path is `to`'s path, or (without `end`) lies below it.
 */
export function NavLink({ to, end, className, children, ...rest }: NavLinkProps) {
  const { location } = useContext(LocationContext);
  const target = resolveTo(to, location.pathname)
    .pathname.replace(/(.)\/+$/, '$1')
    .toLowerCase();
  const here = location.pathname.toLowerCase();
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(target.length) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  const classes = typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  const content = typeof children === 'function' ? (children as (s: typeof state) => ReactNode)(state) : children;
  const navigation = useContext(NavigationContext);
  const props = {
    ...(rest as LinkProps),
    className: classes,
    'aria-current': isActive ? ('page' as const) : undefined,
    children: content,
  } as LinkProps;
  return anchor(props, pathOf(to, location.pathname), navigation, location);
}

/**
 * The props a link takes that are not the anchor's: react-router's options, several of which have no
 * meaning here (no data router, no route discovery). `target` and `children` are set after `href`.
 */
const NOT_ANCHOR: ReadonlySet<string> = new Set([
  'to',
  'replace',
  'state',
  'target',
  'onClick',
  'reloadDocument',
  'preventScrollReset',
  'relative',
  'viewTransition',
  'discover',
  'prefetch',
  'children',
]);

/**
 * The `<a>` of a link to the root-relative `to`, rendered by Link and NavLink themselves (one
 * component per link, not two). Its props are copied with a loop: an object rest that leaves out a
 * dozen names runs through V8's runtime on every call, a tenth of the home page's server render.
 */
function anchor(props: LinkProps, to: string, { navigator, basename }: NavigationContextValue, location: Location): ReactElement {
  const { replace, state, target, onClick, reloadDocument } = props;
  const href = basename && basename !== '/' ? basename.replace(/\/$/, '') + to : to;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    // as react-router: a link to the page already shown replaces the history entry
    const here = location.pathname + location.search + location.hash;
    if (replace ?? here === to) navigator.replace(href, state);
    else navigator.push(href, state);
  };
  const own: Record<string, unknown> = {};
  for (const name in props) if (!NOT_ANCHOR.has(name)) own[name] = props[name as keyof LinkProps];
  own.href = href;
  own.target = target;
  own.onClick = click;
  own.children = props.children;
  // React takes a props object without a key as it is (no copy)
  return jsx('a', own);
}
