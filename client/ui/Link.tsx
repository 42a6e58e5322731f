// The app's link (docs/decisions/0010): an <a> whose click navigates in the app, like react-router's
// <Link>, for the common case of a root-relative `to` ('/search?page=2'). react-router's <Link> runs
// seven hooks per link (it resolves the path against the route tree, builds a navigate function,
// prefetch behaviour) and writes data-discover on every anchor: about a tenth of a page's server
// render with a page of cards and a pager. This one reads two contexts. A `to` that is not
// root-relative (a path object, a relative path) is resolved against the current path first.
// In the browser, react-router-dom is client/router/lite.tsx (decision 0006), which renders no links:
// this module and NavLink below are the app's only links, on the server and in the browser alike.
import { useContext, type MouseEvent, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { createPath, resolveTo } from '../router/path.ts';

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
  const { location } = useContext(LocationContext);
  return <AppLink {...props} to={pathOf(props.to, location.pathname)} />;
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
  return (
    <AppLink {...(rest as LinkProps)} to={pathOf(to, location.pathname)} className={classes} aria-current={isActive ? 'page' : undefined}>
      {content}
    </AppLink>
  );
}

function AppLink({
  to,
  replace,
  state,
  target,
  onClick,
  reloadDocument,
  // react-router's options that have no meaning here (no data router, no route discovery)
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  discover: _discover,
  prefetch: _prefetch,
  children,
  ...rest
}: LinkProps & { to: string }) {
  const { navigator, basename } = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
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
  return (
    <a {...rest} href={href} target={target} onClick={click}>
      {children}
    </a>
  );
}
