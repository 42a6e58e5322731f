// Server-side rendering as a plain module (docs/architecture.md "renderer/"): for each request build the
// store, resolve the route, run its prefetch through the root saga to END, render once with
// renderToString and write the document with the preloaded data safely serialized.
import type { Resource } from 'i18next';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES, type Currency, type Language } from '../shared/core/constants.ts';
import type { CurrencyInfo } from '../shared/contract/geodata.ts';
import type { PreloadedData, PublicConfig } from '../shared/contract/page.ts';
import {
  analyticsScriptUrl,
  APP_NAMESPACE,
  configureStore,
  createApiCaller,
  createServerTranslations,
  fetchCurrentUserWorker,
  pageDataFailed,
  pageHead,
  pageNotFound,
  pageTitle,
  recordingNamespaces,
  renderTree,
  resolvePage,
  SCREENS,
  screenLoader,
  sectionsLoaded,
  selectViewer,
  translationsFor,
  type ApiCaller,
  type ApiTransport,
  type PageResolution,
  type PreloadedState,
  type RootState,
  type SagaContext,
  type Translation,
} from '../client/server.tsx';
import { TIMING } from '../shared/core/constants.ts';
import { localesVersion, modulePreloadsOf, readLocales, readManifest, usesPrivateCss, type ClientManifest } from './assets.ts';
import { join } from 'node:path';
import { renderDocument } from './document.ts';
import { createStoreTrimmer } from './preload.ts';
import { createServerStoreFactory } from './store.ts';
import { renderHeadFields } from './seo.ts';
export type { ApiAnswer, ApiTransport } from '../client/server.tsx';

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child?(bindings: Record<string, unknown>): Logger;
}

export interface RenderRequest {
  /** path and query of the page */
  url: string;
  language: Language | string;
  domain: 'com' | 'ru' | 'de' | string;
  currency: Currency | string;
  currencies: CurrencyInfo[];
  /** the api's origin, e.g. http://127.0.0.1:4000 */
  apiBase: string;
  /** the session token (from the gateway's httpOnly cookie) */
  token?: string;
  analyticsId?: string;
  requestId?: string;
  /** the public origin (https://example.com) for canonical and alternate links; else root-relative */
  origin?: string;
  /** the browser-visible configuration, shipped with the preloaded data */
  publicConfig?: PublicConfig;
  /**
   * how the server-side api caller reaches the api (gateway/api-fetch.ts: its reads answered from the
   * gateway's pool and caches without a Response object, each bounded by the gateway's own time-outs)
   */
  fetch?: ApiTransport;
}

export interface RenderResult {
  status: number;
  html?: string;
  redirect?: string;
  /**
   * the page's main data failed while the page shows its own error state (the search list, the
   * home page's data): the gateway answers the api's 5xx instead of 200 when an api call failed so
   */
  dataFailed?: boolean;
}

export interface Renderer {
  render(req: RenderRequest): Promise<RenderResult>;
  /**
   * The bare React render of the same tree for a given state, without the api or the document:
   * the benchmark's baseline. Resolves to the markup.
   */
  renderBare(url: string, language: Language, state?: PreloadedState): Promise<string>;
}

/** Status of a page whose data failed for a reason other than 404: the error state is shown. */
export const PAGE_DATA_ERROR_STATUS = 502;

const silentLogger: Logger = { info() {}, warn() {}, error() {} };

const toLanguage = (l: string): Language => ((LANGUAGES as readonly string[]).includes(l) ? (l as Language) : DEFAULT_LANGUAGE);
const toCurrency = (c: string): Currency => ((CURRENCIES as readonly string[]).includes(c) ? (c as Currency) : DEFAULT_CURRENCY);

/** An api that is not there: renderBare's sagas must not call anything. */
const noApi: ApiCaller = {
  get: () => Promise.reject(new Error('no api in a bare render')),
  post: () => Promise.reject(new Error('no api in a bare render')),
  patch: () => Promise.reject(new Error('no api in a bare render')),
  put: () => Promise.reject(new Error('no api in a bare render')),
  delete: () => Promise.reject(new Error('no api in a bare render')),
};

function startState(language: Language, currency: Currency, currencies: CurrencyInfo[], domain: string): PreloadedState {
  return {
    language: { current: language },
    currencies: { list: Array.isArray(currencies) ? currencies : [], current: currency },
    domain: domain || 'com',
  };
}

/** `publicDir`: the client build (default rootDir/dist/public); the gateway passes the one it serves. */
export async function createRenderer(opts: { rootDir: string; publicDir?: string; logger?: Logger }): Promise<Renderer> {
  const logger = opts.logger ?? silentLogger;
  const manifest: ClientManifest = readManifest(opts.publicDir ?? join(opts.rootDir, 'dist', 'public'), logger);
  const resources: Resource = readLocales(opts.rootDir);
  const version = localesVersion(join(opts.rootDir, 'locales'));
  // one Translation per language for the life of the process (no per-request instance)
  const translations = createServerTranslations(resources);
  const translationOf = (lng: Language): Translation => translations.get(lng) ?? translations.get(DEFAULT_LANGUAGE)!;

  // the stores' initial state, to leave out of each page the stores it did not touch
  const trimmer = createStoreTrimmer(
    configureStore(
      {},
      { api: noApi, i18n: translationOf(DEFAULT_LANGUAGE).i18n, browser: false, logger: silentLogger, setCookie: () => {}, messageRefreshMs: 0 },
    ).store.getState(),
  );

  // the features' sagas start as the page's actions need them (renderer/store.ts)
  const stores = createServerStoreFactory({
    api: noApi,
    i18n: translationOf(DEFAULT_LANGUAGE).i18n,
    browser: false,
    logger: silentLogger,
    setCookie: () => {},
    messageRefreshMs: 0,
  });

  function context(api: ApiCaller, translation: Translation, log: Logger): SagaContext {
    return {
      api,
      i18n: translation.i18n,
      browser: false,
      logger: { error: (o, m) => log.error(o, m), warn: (o, m) => log.warn(o, m) },
      setCookie: () => {},
      messageRefreshMs: TIMING.messageRefreshMs,
    };
  }

  async function loadScreenOf(page: PageResolution, log: Logger): Promise<void> {
    if (page.kind !== 'screen') return;
    try {
      await screenLoader.load(page.screen);
      // the sections its modules declared with hydrateLater, so that the page carries their markup
      await sectionsLoaded();
    } catch (err) {
      // the browser loads it again before hydrating; the page renders its loading state meanwhile
      log.error({ err, screen: page.screen }, 'screen failed to load on the server');
    }
  }

  async function render(req: RenderRequest): Promise<RenderResult> {
    const log = req.requestId && logger.child ? logger.child({ requestId: req.requestId }) : logger;
    const url = new URL(req.url, 'http://renderer.invalid');
    const { pathname, search } = url;
    const language = toLanguage(String(req.language));
    const currency = toCurrency(String(req.currency));
    // the namespaces this page's texts come from: the page carries those, the browser loads the rest
    const used = new Set<string>([APP_NAMESPACE]);
    const translation = recordingNamespaces(translationOf(language), used);
    const api = createApiCaller({
      base: req.apiBase,
      token: req.token,
      fetch: req.fetch,
      // the gateway's transport bounds its calls itself (the pool's time-outs, the page's deadline)
      timeoutMs: req.fetch ? 0 : undefined,
      headers: req.requestId ? { 'x-request-id': req.requestId } : undefined,
    });
    const { store, runSaga, end } = stores.create(startState(language, currency, req.currencies, req.domain), context(api, translation, log));

    let page: PageResolution;
    try {
      if (req.token) await runSaga(fetchCurrentUserWorker).toPromise();
      page = resolvePage(pathname, search, language, selectViewer(store.getState()));
      if (page.kind === 'notFound') store.dispatch(pageNotFound());
      await loadScreenOf(page, log);
      if (page.kind === 'screen') {
        const action = SCREENS[page.screen].prefetch?.(page.match, { pathname, search });
        if (action) store.dispatch(action);
      }
    } finally {
      await end();
    }
    if (page.kind === 'redirect') return { status: page.permanent ? 301 : 302, redirect: page.to };

    const state: RootState = store.getState();
    const is404 = state.root.is404;
    const status = is404 ? 404 : state.root.pageError ? PAGE_DATA_ERROR_STATUS : 200;
    const markup = renderTree(store, translation, pathname + search);
    const title = pageTitle(page, state, translation.t);
    const preloaded: PreloadedData = {
      // the page's data is part of the features' state in `stores`
      pageData: null,
      path: pathname + search,
      is404,
      language,
      currency,
      currencies: state.currencies.list,
      domain: state.domain,
      translations: translationsFor(resources, language, used),
      localesVersion: version,
      stores: trimmer.trim(state),
      publicConfig: {
        ...req.publicConfig,
        ...(req.analyticsId ? { analyticsId: req.analyticsId } : {}),
        ...(manifest.mapCss ? { mapCss: manifest.mapCss } : {}),
      },
    };
    const head = pageHead({ page, state, status, language, pathname, search, origin: req.origin, t: translation.t, title });
    const html = renderDocument({
      language,
      title: head.title,
      description: head.description,
      canonical: head.canonical,
      alternates: head.alternates,
      noindex: head.noindex,
      extraHead: renderHeadFields(head),
      ...cssOf(pathname),
      entry: manifest.entry,
      modulePreloads: modulePreloadsOf(manifest, page.kind === 'screen' ? page.screen : null, language),
      markup,
      preloaded,
      analyticsScript: req.analyticsId ? analyticsScriptUrl(req.analyticsId) : undefined,
    });
    // the screens that show their own error state in place of their main data (not the page error)
    const dataFailed = pageDataFailed(page, state);
    return { status, html, ...(dataFailed ? { dataFailed } : {}) };
  }

  /** The stylesheets of a page: the private one holds the paint only where it styles the screen. */
  function cssOf(pathname: string): { css: string[]; deferredCss?: string } {
    if (!manifest.privateCss) return { css: manifest.css };
    return usesPrivateCss(pathname) ? { css: [...manifest.css, manifest.privateCss] } : { css: manifest.css, deferredCss: manifest.privateCss };
  }

  async function renderBare(url: string, language: Language, state?: PreloadedState): Promise<string> {
    const lng = toLanguage(language);
    const { pathname, search } = new URL(url, 'http://renderer.invalid');
    const translation = translationOf(lng);
    const { store, end } = stores.create(state ?? startState(lng, DEFAULT_CURRENCY, [], 'com'), context(noApi, translation, logger));
    await end();
    const page = resolvePage(pathname, search, lng, selectViewer(store.getState()));
    await loadScreenOf(page, logger);
    return renderTree(store, translation, pathname + search);
  }

  return { render, renderBare };
}
