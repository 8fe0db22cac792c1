import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Translator, type Resources } from '../../../lib/translation/translator';

const LOCALES_DIR = path.resolve(__dirname, '../../../locales');

async function requestTexts(language: string) {
  const translator = new Translator(
    language,
    (lng, namespace) =>
      Promise.resolve(JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, `${namespace}.json`), 'utf8')) as Resources),
    'request',
  );
  await translator.loadNamespaces('request');
  return translator.getFixedT(language, 'request');
}

/** Counts of the request namespace that can be 0 on screen. pt's plural rules put 0 with 1 ('0 foto anexada'). */
describe('zero counts in the request texts (issue 23)', () => {
  it('read as none, or in the plural, in every language', async () => {
    const pt = await requestTexts('pt');
    expect(pt('item.photos', { count: 0 })).toBe('Nenhuma foto anexada');
    expect(pt('item.invoices', { count: 0 })).toBe('Nenhum arquivo da nota fiscal anexado');
    expect(pt('confirmation.items', { count: 0 })).toBe('0 itens');
    expect(pt('success.redirecting', { count: 0 })).toBe('Indo para os seus protocolos em 0 segundos…');
    expect(pt('success.redirecting', { count: 1 })).toBe('Indo para os seus protocolos em 1 segundo…');
    const en = await requestTexts('en');
    expect(en('item.photos', { count: 0 })).toBe('No photos attached');
    const es = await requestTexts('es');
    expect(es('success.redirecting', { count: 0 })).toBe('Te llevamos a tus protocolos en 0 segundos…');
  });
});
