// The app's link (docs/decisions/0010): an <a> whose click navigates in the app, like react-router's
// <Link>, for the common case of a root-relative `to` ('/search?page=2'). react-router's <Link> runs
// seven hooks per link (it resolves the path against the route tree, builds a navigate function,
// prefetch behaviour) and writes data-discover on every anchor: about a tenth of a page's server
// render with a page of cards and a pager. This one reads two contexts. Anything else (a relative
// path, an object, an outside URL) is handed to react-router's <Link>.
import { useContext, type MouseEvent } from 'react';
import {
  Link as RouterLink,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  type LinkProps,
} from 'react-router-dom';

export type { LinkProps };

/** A click the app handles: the main button, no modifier (new tab, download…), this window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

const isRootRelative = (to: LinkProps['to']): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

export function Link(props: LinkProps) {
  return isRootRelative(props.to) ? <AppLink {...props} to={props.to} /> : <RouterLink {...props} />;
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
