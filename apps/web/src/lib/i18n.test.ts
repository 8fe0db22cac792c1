import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, VALIDATION_MESSAGES } from '@portal/domain';

const STORAGE_KEY = 'portal.language';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

/** A fresh i18n module, as on a page load with the given storage and browser settings. */
async function loadI18n({ stored, cookie, browser }: { stored?: string; cookie?: string; browser: string[] }) {
  vi.resetModules();
  window.localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  if (stored) window.localStorage.setItem(STORAGE_KEY, stored);
  if (cookie) document.cookie = `${LANGUAGE_COOKIE}=${cookie}; Path=/`;
  setBrowserLanguages(browser);
  const module = await import('./i18n');
  await module.i18nReady;
  return module;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('interface language', () => {
  it('uses the stored language first', async () => {
    const { currentLanguage, i18n } = await loadI18n({ stored: 'es', browser: ['en-US', 'en'] });
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common:nav.wallet')).toBe('Cartera');
  });

  it('takes the language cookie over localStorage, and then leaves localStorage unopened', async () => {
    const getItem = vi.spyOn(window.localStorage, 'getItem');
    const setItem = vi.spyOn(window.localStorage, 'setItem');
    const { currentLanguage, languageStoredAtStart, setLanguage } = await loadI18n({
      cookie: 'en',
      stored: 'es',
      browser: ['pt-BR'],
    });
    expect(languageStoredAtStart).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(getItem).not.toHaveBeenCalled();
    // loadI18n's own setItem (the stored 'es') is the only write: the start in the cookie's language writes nothing.
    expect(setItem.mock.calls).toEqual([[STORAGE_KEY, 'es']]);
    // A choice is still written to both.
    await setLanguage('pt');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('pt');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=pt`);
  });

  it('reads localStorage when there is no cookie (a choice made before the cookie existed)', async () => {
    const { languageStoredAtStart } = await loadI18n({ stored: 'es', browser: ['en'] });
    expect(languageStoredAtStart).toBe('es');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
  });

  it("otherwise the browser's, reduced to pt | en | es", async () => {
    expect((await loadI18n({ browser: ['en-US', 'pt-BR'] })).currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect((await loadI18n({ browser: ['pt-BR'] })).currentLanguage()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('otherwise pt', async () => {
    const { currentLanguage, i18n } = await loadI18n({ browser: ['fr-FR', 'de'] });
    expect(currentLanguage()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('common:alert.warning')).toBe('Aviso');
  });

  it('remembers a chosen language for the next visit', async () => {
    const first = await loadI18n({ browser: ['pt-BR'] });
    await first.setLanguage('en');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    vi.resetModules();
    const second = await import('./i18n');
    await second.i18nReady;
    expect(second.currentLanguage()).toBe('en');
  });
});

describe('namespaces', () => {
  it('serves the validation namespace from @portal/domain', async () => {
    const { i18n } = await loadI18n({ stored: 'pt', browser: ['pt-BR'] });
    for (const [code, text] of Object.entries(VALIDATION_MESSAGES.pt)) expect(i18n.t(`validation:${code}`)).toBe(text);
    await i18n.changeLanguage('en');
    for (const [code, text] of Object.entries(VALIDATION_MESSAGES.en)) expect(i18n.t(`validation:${code}`)).toBe(text);
  });

  it('loads a feature namespace on demand from its locale file', async () => {
    const { i18n, FILE_NAMESPACES } = await loadI18n({ stored: 'en', browser: ['en'] });
    expect(i18n.hasLoadedNamespace('wallet')).toBe(false);
    await i18n.loadNamespaces([...FILE_NAMESPACES]);
    for (const namespace of FILE_NAMESPACES) expect(i18n.hasLoadedNamespace(namespace)).toBe(true);
    expect(i18n.t('wallet:page.title')).toBe('Wallet');
  });
});
