// Page views (docs/product.md): reported on every route render with path and query string. When an
// analytics id is configured (the gateway picks it by the host's top-level domain) the view goes to
// the gtag data layer; a `CustomEvent('analytics:pageview', {detail: {path}})` is always emitted on
// window so tests and other listeners can observe it.

export const PAGEVIEW_EVENT = 'analytics:pageview';

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let analyticsId: string | null = null;
/** the site's id (publicConfig), kept for a later yes; nothing loads with it before consent */
let configuredId: string | null = null;

export function configureAnalytics(id: string | null | undefined): void {
  configuredId = id || null;
}

/** The script tag the renderer adds when an id is configured (src of the gtag loader). */
export function analyticsScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** Prepares the data layer (browser only); page views are sent by reportPageView, not automatically. */
export function initAnalytics(id: string | null | undefined): void {
  analyticsId = id || null;
  if (!analyticsId || typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    // gtag expects the arguments object itself on the data layer
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
  }
  w.gtag('js', new Date());
  w.gtag('config', analyticsId, { send_page_view: false });
}

/**
 * After the visitor's yes (shared/core/consent.ts): adds the gtag loader the server left out, then
 * prepares the data layer. Nothing happens without an id or outside a browser.
 */
export function loadAnalytics(id: string | null | undefined = configuredId): void {
  if (!id || typeof document === 'undefined') return;
  const src = analyticsScriptUrl(id);
  if (!document.querySelector(`script[src="${src}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }
  initAnalytics(id);
}

/**
 * The page on screen when the visitor says yes: its view goes to the data layer now (the route's own
 * report ran before consent and stayed local). The window event is not sent again.
 */
export function sendCurrentPageView(): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  if (analyticsId && w.gtag) {
    const path = `${window.location.pathname}${window.location.search}`;
    w.gtag('event', 'page_view', { page_path: path, page_location: window.location.href, send_to: analyticsId });
  }
}

/** After a no: page views stay local (the window event only). */
export function stopAnalytics(): void {
  analyticsId = null;
}

export function reportPageView(pathWithQuery: string): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  if (analyticsId && w.gtag) {
    w.gtag('event', 'page_view', { page_path: pathWithQuery, page_location: window.location.href, send_to: analyticsId });
  }
  window.dispatchEvent(new CustomEvent(PAGEVIEW_EVENT, { detail: { path: pathWithQuery } }));
}
