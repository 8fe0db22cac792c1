import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '@portal/domain';

const STORAGE_KEY = 'portal.language';

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

/** A fresh i18n module, as on a page load with the given storage and browser settings. */
async function loadI18n({ stored, browser }: { stored?: string; browser: string[] }) {
  vi.resetModules();
  window.localStorage.clear();
  if (stored) window.localStorage.setItem(STORAGE_KEY, stored);
  setBrowserLanguages(browser);
  const module = await import('./i18n');
  await module.i18nReady;
  return module;
}

afterEach(() => {
  window.localStorage.clear();
});

describe('interface language', () => {
  it('uses the stored language first', async () => {
    const { currentLanguage, i18n } = await loadI18n({ stored: 'es', browser: ['en-US', 'en'] });
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common:nav.wallet')).toBe('Cartera');
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
