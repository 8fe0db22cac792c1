import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  type Language,
} from '@portal/domain';
import { readServerState } from './server-state';
import { getCookie, setCookie } from './cookies';
import { Translator, type Resources } from './translation/translator';

export { FILE_NAMESPACES, NAMESPACES, type FileNamespace, type Namespace } from './i18n-namespaces';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** Values for `<html lang>`: pt is Brazilian Portuguese (spec §9). */
const HTML_LANG: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** The `lang` attribute value of a language (the page's, or a text's in another language). */
export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}

type LocaleLoader = () => Promise<Resources>;

/** Each language/namespace pair's loader, keyed `<language>/<namespace>`. */
const localeFiles: Record<string, LocaleLoader> = {};

/** Adds the locale files an import.meta.glob found (any relative path ending in `<language>/<namespace>.json`). */
export function addLocaleFiles(files: Record<string, LocaleLoader>): void {
  for (const [file, load] of Object.entries(files)) {
    const match = /([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (match) localeFiles[`${match[1]}/${match[2]}`] = load;
  }
}

// Lazy: each language/namespace pair is its own small chunk, so the first page carries only what it shows. The
// console's namespaces are added by the console's own code (features/backoffice/console-locales.ts): their twelve
// loaders are no part of the shopper's first script (ADR 0051).
addLocaleFiles(
  import.meta.glob<Resources>(['../locales/*/*.json', '!../locales/*/{backoffice,settings,webhooks,workload}.json'], {
    import: 'default',
  }),
);

async function loadNamespace(language: string, namespace: string): Promise<Resources> {
  if (namespace === 'validation') {
    // Its own chunk too (the three languages' rule messages, shared with the API): a server-rendered page brings
    // its language's copy, so only a form's first error in a new language waits for it.
    const { VALIDATION_MESSAGES } = await import('@portal/domain/messages/validation');
    return isLanguage(language) ? { ...VALIDATION_MESSAGES[language] } : {};
  }
  const load = localeFiles[`${language}/${namespace}`];
  return load ? load() : {};
}

function syncDocumentLanguage(language: string | undefined) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[toLanguage(language)];
}

/**
 * The shopper's stored choice at the start: the language cookie, which the browser writes with every choice and the
 * server renders the first page in; only without it localStorage, where a choice made before the cookie existed
 * lives (the server cannot read it). Read before the start, since starting in the server's language stores that
 * language over it. The cookie first because opening localStorage is a synchronous trip to the browser process: 8.5 ms
 * of the entry script's one task on a first page here, at any CPU speed (ADR 0066).
 */
export const languageStoredAtStart: string | null = readChosenLanguage();
/** What the stores hold now: a start in that very language writes neither again (only the cookie's age is renewed). */
let storedLanguage = languageStoredAtStart;

// A server-rendered page comes with its language and the translations it used: the hydrating render must read the
// very same texts, synchronously (ADR 0024).
const serverState = readServerState();

export const i18n = new Translator(serverState?.language ?? detectLanguage(), loadNamespace, 'common');

if (serverState) {
  for (const [namespace, resources] of Object.entries(serverState.translations)) {
    i18n.addResourceBundle(serverState.language, namespace, resources as Resources);
  }
}

i18n.onLanguageChanged((language) => {
  syncDocumentLanguage(language);
  if (language !== storedLanguage) {
    storeLanguage(language);
    storedLanguage = language;
  }
  // The server renders the next visit's first page in this language (ADR 0024); the browser is the only writer.
  if (typeof document !== 'undefined') {
    setCookie(LANGUAGE_COOKIE, toLanguage(language), { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
  }
});

/** Resolves once the start language is set and its `common` and `validation` namespaces are loaded. */
export const i18nReady: Promise<unknown> = i18n
  .changeLanguage(i18n.language)
  .then(() => i18n.loadNamespaces(['common', 'validation']));

/** The stored choice, else the browser's first language we have, else pt (spec §9). */
function detectLanguage(): Language {
  if (isLanguage(languageStoredAtStart)) return languageStoredAtStart;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const browserLanguage of browserLanguages) {
    // 'pt-BR' is pt: only pt, en and es files exist.
    const short = browserLanguage?.slice(0, 2).toLowerCase();
    if (isLanguage(short)) return short;
  }
  return DEFAULT_LANGUAGE;
}

function readChosenLanguage(): string | null {
  const fromCookie = typeof document === 'undefined' ? null : getCookie(LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : readStoredLanguage();
}

function readStoredLanguage(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: string) {
  try {
    if (typeof window !== 'undefined') window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the cookie still carries the choice.
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function toLanguage(value: string | undefined): Language {
  const short = value?.slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : DEFAULT_LANGUAGE;
}

/** The active interface language, always one of pt | en | es (what `Accept-Language` carries). */
export function currentLanguage(): Language {
  return toLanguage(i18n.language);
}

/** Switches the interface language; it is stored so it survives a reload. */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}
