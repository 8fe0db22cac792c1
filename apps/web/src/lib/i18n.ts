import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  VALIDATION_MESSAGES,
  type Language,
} from '@portal/domain';
import { readServerState } from './server-state';
import { setCookie } from './cookies';

export { FILE_NAMESPACES, NAMESPACES, type FileNamespace, type Namespace } from './i18n-namespaces';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** Values for `<html lang>`: pt is Brazilian Portuguese (spec §9). */
const HTML_LANG: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

// Lazy: each language/namespace pair is its own small chunk, so the first page carries only what it shows.
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace === 'validation') {
      callback(null, isLanguage(language) ? { ...VALIDATION_MESSAGES[language] } : {});
      return;
    }
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

function syncDocumentLanguage(language: string | undefined) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[toLanguage(language)];
}

i18n.on('languageChanged', (language) => {
  syncDocumentLanguage(language);
  // The server renders the next visit's first page in this language (ADR 0024); the browser is the only writer.
  if (typeof document !== 'undefined') {
    setCookie(LANGUAGE_COOKIE, toLanguage(language), { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
  }
});

// A server-rendered page comes with its language and the translations it used: the hydrating render must read the
// very same texts, synchronously (ADR 0024).
const serverState = readServerState();

/**
 * A choice made before the language cookie existed lives only in localStorage, which the server cannot read; read it
 * before i18next starts, since starting in the server's language stores that language over it.
 */
export const languageStoredAtStart: string | null = (() => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
})();

/** Resolves once the detected language and the `common` and `validation` namespaces are loaded. */
export const i18nReady: Promise<unknown> = i18n
  .use(localeBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    // pt is the language of any browser language we do not have; en and es have no fallback: locales.test.ts holds
    // the three languages to the same keys, so a fallback would never be read, yet i18next would still fetch its
    // namespaces. On a first page rendered in en or es those arrived after hydration and re-rendered every
    // translated component (ADR 0024).
    fallbackLng: { en: [], es: [], default: [DEFAULT_LANGUAGE] },
    // 'pt-BR' from the browser resolves to 'pt'; only pt/en/es files exist.
    load: 'languageOnly',
    ns: ['common', 'validation'],
    ...(serverState
      ? {
          lng: serverState.language,
          resources: { [serverState.language]: serverState.translations },
          // Other namespaces and languages still come from the backend.
          partialBundledLanguages: true,
        }
      : {}),
    defaultNS: 'common',
    fallbackNS: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    react: { useSuspense: true },
  });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function toLanguage(value: string | undefined): Language {
  const short = value?.slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : DEFAULT_LANGUAGE;
}

/** The active interface language, always one of pt | en | es (what `Accept-Language` carries). */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the interface language; the detector stores it so it survives a reload. */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}
