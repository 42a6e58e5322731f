// Paths as react-router reads them, for the browser's router (client/router/lite.tsx) and the app's
// links (client/ui/Link.tsx, on the server too): split, joined, and a `to` resolved against the
// current path.

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export type To = string | Partial<Path>;

export function parsePath(path: string): Partial<Path> {
  const out: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    out.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    out.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) out.pathname = rest;
  return out;
}

export function createPath({ pathname = '/', search, hash }: Partial<Path>): string {
  return pathname + normalize(search, '?') + normalize(hash, '#');
}

/** `to` against the current path, as react-router resolves it for a route matched at `from`. */
export function resolveTo(to: To, from: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let pathname = from;
  if (target.pathname != null && target.pathname !== '') {
    if (target.pathname.startsWith('/')) pathname = target.pathname;
    else {
      const segments = from.replace(/\/+$/, '').split('/');
      for (const part of target.pathname.split('/')) {
        if (part === '..') {
          if (segments.length > 1) segments.pop();
        } else if (part !== '.' && part !== '') segments.push(part);
      }
      pathname = segments.join('/') || '/';
    }
  }
  // a target path ending in a slash keeps it, as in react-router
  if (typeof to === 'string' && to.endsWith('/') && !pathname.endsWith('/')) pathname += '/';
  return { pathname, search: normalize(target.search, '?'), hash: normalize(target.hash, '#') };
}

const normalize = (part: string | undefined, mark: string): string => (!part || part === mark ? '' : part.startsWith(mark) ? part : mark + part);
