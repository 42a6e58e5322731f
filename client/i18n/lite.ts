// The browser's translation runtime in i18next's place (bin/build.mjs aliases `i18next` to this module
// in the client bundle only; the server and the tests keep i18next). It does what this app asks of
// i18next, the same way: `{{name}}` interpolation without escaping (React escapes), plurals by
// `_zero`/`_one`/`_few`/… suffixes chosen by Intl.PluralRules, `defaultValue`, the namespaces of
// `fallbackNS`, `ns:key`, a backend that loads a namespace, `loadNamespaces`, `changeLanguage` (loads
// every namespace in use for the new language first) and the events `languageChanged` and the
// store's `added`. test/unit/i18n-lite.test.ts compares every text of every language with i18next's.
// docs/decisions/0006: i18next is the largest library after React and the router (about 15 KiB gzip).

type Tree = { [key: string]: unknown };
type Listener = (...args: unknown[]) => void;
type Options = Record<string, unknown>;
type ReadCallback = (err: unknown, data: unknown) => void;

interface Backend {
  type: 'backend';
  init?(services: unknown, backendOptions: unknown, options: unknown): void;
  read(lng: string, ns: string, callback: ReadCallback): void;
}

interface External {
  type: string;
  init?(instance: unknown): void;
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(event: string, fn: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(fn);
    return this;
  }
  off(event: string, fn?: Listener): this {
    if (fn) this.listeners.get(event)?.delete(fn);
    else this.listeners.delete(event);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const fn of [...(this.listeners.get(event) ?? [])]) fn(...args);
  }
}

class Store extends Emitter {
  data: Record<string, Record<string, Tree>> = {};
}

const isObject = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

function deepGet(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralForm(lng: string, count: number): string {
  let rules = plurals.get(lng);
  if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng, { type: 'cardinal' })));
  return rules.select(count);
}

const VARIABLE = /\{\{(.+?)\}\}/g;

/** i18next's interpolation with escapeValue false and skipOnVariables: an unknown name stays as written. */
function interpolate(text: string, data: Options): string {
  return text.replace(VARIABLE, (match, name: string) => {
    const key = name.trim();
    const value = Object.hasOwn(data, key) ? data[key] : deepGet(data, key);
    if (value === undefined) return Object.hasOwn(data, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

class LiteI18n extends Emitter {
  language = '';
  languages: string[] = [];
  resolvedLanguage = '';
  options: Options = {};
  isInitialized = false;
  store = new Store();
  private backend: Backend | null = null;
  private external: External[] = [];
  /** the namespaces in use (init's and every one loaded since): a language change loads them all */
  private namespaces: string[] = [];

  use(module: Backend | External): this {
    if (module.type === 'backend') this.backend = module as Backend;
    else this.external.push(module as External);
    return this;
  }

  async init(options: Options): Promise<(key: string, opts?: Options) => string> {
    this.options = { ...options };
    const resources = (options.resources ?? {}) as Record<string, Record<string, Tree>>;
    for (const [lng, byNs] of Object.entries(resources))
      for (const [ns, tree] of Object.entries(byNs ?? {})) this.addResourceBundle(lng, ns, tree, true);
    const ns = options.ns;
    this.namespaces = Array.isArray(ns) ? [...(ns as string[])] : typeof ns === 'string' ? [ns] : [];
    this.backend?.init?.(null, options.backend ?? {}, this.options);
    for (const m of this.external) m.init?.(this);
    const lng = String(options.lng ?? '');
    await this.loadMissing(lng, this.namespaces);
    this.setLanguage(lng);
    this.isInitialized = true;
    this.emit('initialized', this.options);
    return this.getFixedT(lng);
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.resolvedLanguage = lng;
    this.languages = [lng];
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store.data[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string): Tree | undefined {
    return this.store.data[lng]?.[ns];
  }

  addResourceBundle(lng: string, ns: string, tree: Tree, silent = false): this {
    (this.store.data[lng] ??= {})[ns] = { ...(this.store.data[lng]?.[ns] ?? {}), ...tree };
    if (!silent) this.store.emit('added', lng, ns);
    return this;
  }

  private read(lng: string, ns: string): Promise<void> {
    const backend = this.backend;
    if (!backend) return Promise.resolve();
    return new Promise<void>((resolve) => {
      backend.read(lng, ns, (err, data) => {
        if (!err && isObject(data)) this.addResourceBundle(lng, ns, data);
        else console.warn(`i18n: loading namespace ${ns} for language ${lng} failed`, err);
        resolve();
      });
    });
  }

  private loadMissing(lng: string, namespaces: string[]): Promise<void> {
    if (!lng) return Promise.resolve();
    return Promise.all(namespaces.filter((ns) => !this.hasResourceBundle(lng, ns)).map((ns) => this.read(lng, ns))).then(() => undefined);
  }

  /** Loads namespaces of the current language; resolves when each has arrived or failed (as i18next does). */
  async loadNamespaces(ns: string | readonly string[]): Promise<void> {
    const list = typeof ns === 'string' ? [ns] : [...ns];
    for (const n of list) if (!this.namespaces.includes(n)) this.namespaces.push(n);
    await this.loadMissing(this.language, list);
  }

  async changeLanguage(lng: string): Promise<(key: string, opts?: Options) => string> {
    await this.loadMissing(lng, this.namespaces);
    this.setLanguage(lng);
    this.emit('languageChanged', lng);
    return this.getFixedT(lng);
  }

  getFixedT(lng?: string | null, ns?: string | null): (key: string, opts?: Options) => string {
    return (key, opts) => this.translate(lng || this.language, ns || undefined, key, opts ?? {});
  }

  t(key: string, opts?: Options): string {
    return this.translate(this.language, undefined, key, opts ?? {});
  }

  private lookupOrder(ns: string | undefined): string[] {
    const first = ns ?? String(this.options.defaultNS ?? this.namespaces[0] ?? 'translation');
    const fallback = this.options.fallbackNS;
    const rest = Array.isArray(fallback) ? (fallback as string[]) : typeof fallback === 'string' ? [fallback] : [];
    return [first, ...rest.filter((n) => n !== first)];
  }

  private translate(lng: string, ns: string | undefined, rawKey: string, opts: Options): string {
    let key = rawKey;
    let namespace = ns;
    const colon = key.indexOf(':');
    if (colon > 0 && this.namespaces.includes(key.slice(0, colon))) {
      namespace = key.slice(0, colon);
      key = key.slice(colon + 1);
    }
    const count = opts.count;
    const plural = count !== undefined && typeof count !== 'string';
    const keys: string[] = [];
    if (plural && count === 0) keys.push(`${key}_zero`);
    if (plural) keys.push(`${key}_${pluralForm(lng, Number(count))}`);
    keys.push(key);
    let found: unknown;
    outer: for (const n of this.lookupOrder(namespace)) {
      const tree = this.store.data[lng]?.[n];
      if (!tree) continue;
      for (const k of keys) {
        const v = deepGet(tree, k);
        if (v !== undefined && v !== null) {
          found = v;
          break outer;
        }
      }
    }
    if (found === undefined) {
      const fallback = opts.defaultValue;
      if (fallback === undefined) return key;
      found = fallback;
    }
    if (isObject(found) || Array.isArray(found)) return `key '${key} (${this.language})' returned an object instead of string.`;
    return typeof found === 'string' ? interpolate(found, opts) : String(found);
  }

  createInstance(options: Options = {}): LiteI18n {
    const instance = new LiteI18n();
    instance.options = { ...options };
    return instance;
  }
}

const i18next = new LiteI18n();
export default i18next;
export const createInstance = (options?: Options): LiteI18n => i18next.createInstance(options);
/** react-i18next's hooks import it (they are not in the browser bundle; the name must exist) */
export const keyFromSelector = (selector: unknown): unknown => selector;
