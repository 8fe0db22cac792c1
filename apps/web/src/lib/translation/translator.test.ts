import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, VALIDATION_MESSAGES } from '@portal/domain';
import { FILE_NAMESPACES } from '../i18n-namespaces';
import { Translator, type Resources } from './translator';

const LOCALES_DIR = path.resolve(__dirname, '../../locales');

function readLocale(language: string, namespace: string): Resources {
  if (namespace === 'validation') return { ...VALIDATION_MESSAGES[language as keyof typeof VALIDATION_MESSAGES] };
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Resources;
}

const NAMESPACES = [...FILE_NAMESPACES, 'validation'];

/** Every leaf key of a bundle, with i18next's plural and context suffixes taken off (the keys `t` is called with). */
function baseKeys(resources: Resources, prefix = ''): { key: string; contexts: Set<string> }[] {
  const found = new Map<string, Set<string>>();
  const visit = (node: Resources, at: string) => {
    for (const [name, value] of Object.entries(node)) {
      const full = at ? `${at}.${name}` : name;
      if (typeof value !== 'string') {
        visit(value, full);
        continue;
      }
      const plain = full.replace(/_(zero|one|two|few|many|other)$/, '');
      const [base, ...context] = plain.split('_');
      const contexts = found.get(base!) ?? new Set<string>();
      if (context.length > 0) contexts.add(context.join('_'));
      found.set(base!, contexts);
      found.set(plain, found.get(plain) ?? new Set());
    }
  };
  visit(resources, prefix);
  return [...found].map(([key, contexts]) => ({ key, contexts }));
}

async function bothTranslators(language: string) {
  const reference = i18next.createInstance();
  const resources = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, readLocale(language, namespace)]));
  await reference.init({
    lng: language,
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackNS: false,
    interpolation: { escapeValue: false },
    resources: { [language]: resources },
  });
  const ours = new Translator(language, (lng, namespace) => Promise.resolve(readLocale(lng, namespace)), 'common');
  await ours.loadNamespaces(NAMESPACES);
  return { reference, ours };
}

describe('Translator against i18next, over every locale file', () => {
  for (const language of LANGUAGES) {
    it(`answers as i18next did for every key in ${language}`, async () => {
      const { reference, ours } = await bothTranslators(language);
      const values = { name: 'Ana', brand: 'Marca', date: '01/02/2026', total: 'R$ 10,00', n: 3, page: 2 };
      let compared = 0;
      for (const namespace of NAMESPACES) {
        for (const { key, contexts } of baseKeys(readLocale(language, namespace))) {
          const qualified = `${namespace}:${key}`;
          const cases: Record<string, unknown>[] = [{}, values];
          for (const count of [0, 1, 2, 7]) cases.push({ ...values, count });
          for (const context of contexts) cases.push({ context }, { context, count: 1 }, { context, count: 3 });
          for (const options of cases) {
            expect(ours.t(qualified, options), `${qualified} ${JSON.stringify(options)}`).toBe(
              reference.t(qualified, options),
            );
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('falls back like i18next: default value, then the key without its namespace', async () => {
    const { reference, ours } = await bothTranslators('pt');
    for (const [key, options] of [
      ['common:no.such.key', {}],
      ['validation:noSuchCode', { defaultValue: ours.t('validation:required') }],
      ['no-namespace-key', { defaultValue: 'Olá {{name}}', name: 'Ana' }],
    ] as const) {
      expect(ours.t(key, options)).toBe(reference.t(key, options));
    }
  });
});

describe('Translator', () => {
  it('loads a namespace once however many ask at once, and tries again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const translator = new Translator(
      'pt',
      () => {
        calls += 1;
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ hello: 'Olá' });
      },
      'common',
    );
    await expect(
      Promise.all([translator.loadNamespaces('common'), translator.loadNamespaces('common')]),
    ).rejects.toThrow('offline');
    expect(calls).toBe(1);
    fail = false;
    await translator.loadNamespaces(['common']);
    expect(calls).toBe(2);
    expect(translator.t('hello')).toBe('Olá');
  });

  it('switches language only once the shown namespaces are loaded in the new one', async () => {
    const texts: Record<string, Resources> = { 'pt/common': { hi: 'Oi' }, 'en/common': { hi: 'Hi' } };
    let release: () => void = () => undefined;
    const translator = new Translator(
      'pt',
      (language, namespace) =>
        language === 'en'
          ? new Promise((resolve) => (release = () => resolve(texts[`${language}/${namespace}`]!)))
          : Promise.resolve(texts[`${language}/${namespace}`]!),
      'common',
    );
    await translator.loadNamespaces('common');
    const changes: string[] = [];
    translator.onLanguageChanged((language) => changes.push(language));
    const switching = translator.changeLanguage('en');
    await Promise.resolve();
    expect(translator.t('hi')).toBe('Oi');
    expect(changes).toEqual([]);
    release();
    await switching;
    expect(translator.t('hi')).toBe('Hi');
    expect(changes).toEqual(['en']);
  });

  it('gives the same fixed t for the same language and namespace', () => {
    const translator = new Translator('pt', () => Promise.resolve({}), 'common');
    expect(translator.getFixedT('pt', 'orders')).toBe(translator.getFixedT('pt', 'orders'));
    expect(translator.getFixedT('en', 'orders')).not.toBe(translator.getFixedT('pt', 'orders'));
  });
});

// The locale folders hold exactly the namespaces the translator is compared over.
it('compares every locale file', () => {
  for (const language of LANGUAGES) {
    const files = readdirSync(path.join(LOCALES_DIR, language)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...FILE_NAMESPACES].sort());
  }
});
