/**
 * The portal's translation store and `t` (ADR 0027). It does, for our locale files, what i18next did for us, and
 * nothing more: namespaces loaded on demand, keys nested with '.', a namespace named before ':', `{{name}}`
 * placeholders (never escaped: React escapes), plural forms by Intl.PluralRules with i18next's `_zero`, `_one`, …
 * suffixes and `_context` variants, and a default value. i18next, its React binding and its language detector were
 * ~20 kB gzip of the 150 kB a first page may cost (issue 16), most of it for features we never used. Key for key,
 * `translator.test.ts` holds this `t` to i18next's answers over every locale file.
 */

export type Resources = { readonly [key: string]: string | Resources };

/** Options of `t`: the placeholders' values plus these reserved names. */
export interface TranslateOptions {
  count?: number;
  context?: string;
  defaultValue?: string;
  /** Namespace of a key without a `namespace:` prefix. */
  ns?: string;
  [value: string]: unknown;
}

export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

/** Reads one language's namespace (a locale file); may reject, and is asked again on the next load. */
export type NamespaceLoader = (language: string, namespace: string) => Promise<Resources>;

type LanguageListener = (language: string) => void;
type NamespacesListener = (namespaces: readonly string[]) => void;

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export class Translator {
  language: string;
  private readonly bundles = new Map<string, Resources>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<LanguageListener>();
  private readonly changeListeners = new Set<() => void>();
  private readonly usedListeners = new Set<NamespacesListener>();
  private readonly fixed = new Map<string, TranslateFunction>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    language: string,
    private readonly loader: NamespaceLoader,
    private readonly defaultNamespace: string,
  ) {
    this.language = language;
  }

  /** `t` of the current language; a namespace-less key is looked up in `ns` or the default namespace. */
  readonly t: TranslateFunction = (key, options) =>
    this.translate(this.language, options?.ns ?? this.defaultNamespace, key, options);

  /** A `t` bound to one language and namespace; the same function for the same pair, so it can sit in deps. */
  getFixedT(language: string, namespace: string = this.defaultNamespace): TranslateFunction {
    const id = bundleId(language, namespace);
    let fixed = this.fixed.get(id);
    if (!fixed) {
      fixed = (key, options) => this.translate(language, options?.ns ?? namespace, key, options);
      this.fixed.set(id, fixed);
    }
    return fixed;
  }

  hasLoadedNamespace(namespace: string, language: string = this.language): boolean {
    return this.bundles.has(bundleId(language, namespace));
  }

  getResourceBundle(language: string, namespace: string): Resources | undefined {
    return this.bundles.get(bundleId(language, namespace));
  }

  /** Adds a namespace read elsewhere (the server-rendered page's texts). */
  addResourceBundle(language: string, namespace: string, resources: Resources): void {
    this.bundles.set(bundleId(language, namespace), resources);
    this.touch();
  }

  /** Loads the namespaces not loaded yet in `language`; one request per pair however many callers ask at once. */
  loadNamespaces(namespaces: string | readonly string[], language: string = this.language): Promise<void> {
    const wanted = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const pending = wanted.filter((namespace) => !this.hasLoadedNamespace(namespace, language));
    if (pending.length === 0) return Promise.resolve();
    return Promise.all(pending.map((namespace) => this.loadOne(language, namespace))).then(() => undefined);
  }

  /**
   * Switches the language once every namespace already shown is loaded in the new one, so no mounted part has to
   * suspend (and flash its fallback) on the switch.
   */
  async changeLanguage(language: string): Promise<void> {
    const shown = [...this.bundles.keys()]
      .filter((id) => id.startsWith(`${this.language}/`))
      .map((id) => id.slice(this.language.length + 1));
    await this.loadNamespaces(shown, language);
    const changed = language !== this.language;
    this.language = language;
    if (changed) this.touch();
    for (const listener of this.listeners) listener(language);
  }

  /** Called after every language set, the first included, as i18next's 'languageChanged'. */
  onLanguageChanged(listener: LanguageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called whenever what `t` answers may have changed (language or loaded namespaces). */
  subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  /** The raw text of a key (plural and context forms chosen), before its placeholders are filled; undefined if none. */
  resolve(language: string, namespace: string, key: string, options?: TranslateOptions): string | undefined {
    const { bundleNamespace, path } = splitKey(key, namespace);
    const bundle = this.bundles.get(bundleId(language, bundleNamespace));
    if (!bundle) return undefined;
    for (const candidate of this.candidateKeys(language, path, options)) {
      const found = lookup(bundle, candidate);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** Starts telling `listener` each namespace list a component asks for (the server render sends those texts). */
  onNamespacesUsed(listener: NamespacesListener): () => void {
    this.usedListeners.add(listener);
    return () => this.usedListeners.delete(listener);
  }

  /** What useTranslation calls on every render with its namespaces. */
  reportNamespacesUsed(namespaces: readonly string[]): void {
    for (const listener of this.usedListeners) listener(namespaces);
  }

  private translate(language: string, namespace: string, key: string, options?: TranslateOptions): string {
    const text = this.resolve(language, namespace, key, options);
    if (text !== undefined) return interpolate(text, options);
    if (options?.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    return splitKey(key, namespace).path;
  }

  /** Most specific first, in i18next's order: context with plural form, context, plural form, the key itself. */
  private candidateKeys(language: string, path: string, options?: TranslateOptions): string[] {
    const count = options?.count;
    const context = options?.context;
    const plural = typeof count === 'number';
    const forms = plural ? [...(count === 0 ? ['zero'] : []), this.pluralForm(language, count)] : [];
    const withForms = (base: string) => [...forms.map((form) => `${base}_${form}`), base];
    return [...(context ? withForms(`${path}_${context}`) : []), ...withForms(path)];
  }

  private pluralForm(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const id = bundleId(language, namespace);
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.loader(language, namespace).then(
        (resources) => {
          this.loading.delete(id);
          this.bundles.set(id, resources);
          this.touch();
        },
        (error: unknown) => {
          this.loading.delete(id);
          throw error;
        },
      );
      this.loading.set(id, loading);
    }
    return loading;
  }

  private touch() {
    for (const listener of this.changeListeners) listener();
  }
}

/** Fills `{{name}}` with the value of that name; a name not among the values stays as written (as in i18next). */
export function interpolate(text: string, values?: Readonly<Record<string, unknown>>): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return placeholder;
    const value = values[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

function bundleId(language: string, namespace: string) {
  return `${language}/${namespace}`;
}

function splitKey(key: string, namespace: string): { bundleNamespace: string; path: string } {
  const separator = key.indexOf(NAMESPACE_SEPARATOR);
  if (separator < 0) return { bundleNamespace: namespace, path: key };
  return { bundleNamespace: key.slice(0, separator), path: key.slice(separator + 1) };
}

function lookup(bundle: Resources, path: string): string | undefined {
  let node: string | Resources | undefined = bundle;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
