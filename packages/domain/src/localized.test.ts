import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from './constants';
import {
  catalogueTexts,
  isLanguage,
  pickCatalogueText,
  pickLanguage,
  resolveLanguage,
  type LocalizedText,
} from './localized';

describe('isLanguage', () => {
  it('accepts only pt, en and es', () => {
    expect(isLanguage('pt')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('PT')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('pickLanguage', () => {
  const text: LocalizedText = { pt: 'Aberto', en: 'Opened', es: 'Abierto' };

  it('picks the requested language', () => {
    expect(pickLanguage(text, 'pt')).toBe('Aberto');
    expect(pickLanguage(text, 'en')).toBe('Opened');
    expect(pickLanguage(text, 'es')).toBe('Abierto');
  });

  it('falls back to pt when a translation is empty', () => {
    expect(pickLanguage({ pt: 'Aberto', en: '', es: '' }, 'en')).toBe('Aberto');
  });
});

describe('resolveLanguage', () => {
  it('defaults to pt when the header is absent or empty', () => {
    expect(resolveLanguage(undefined)).toBe('pt');
    expect(resolveLanguage(null)).toBe('pt');
    expect(resolveLanguage('')).toBe('pt');
  });

  it('reads the primary subtag of common headers', () => {
    expect(resolveLanguage('en-US,en;q=0.9')).toBe('en');
    expect(resolveLanguage('es-ES')).toBe('es');
    expect(resolveLanguage('pt-BR')).toBe('pt');
    expect(resolveLanguage('EN')).toBe('en');
    expect(resolveLanguage('es_AR')).toBe('es');
  });

  it('skips unsupported languages and follows q weights', () => {
    expect(resolveLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(resolveLanguage('pt;q=0.5, en;q=0.8')).toBe('en');
    expect(resolveLanguage('en;q=0.5, es;q=0.5')).toBe('en');
    expect(resolveLanguage('en;q=0, es')).toBe('es');
  });

  it('falls back to pt for unknown or malformed headers', () => {
    expect(resolveLanguage('fr-FR')).toBe('pt');
    expect(resolveLanguage('*')).toBe('pt');
    expect(resolveLanguage('en;q=abc')).toBe('pt');
    expect(resolveLanguage(',;,')).toBe('pt');
  });

  it('always returns a supported language', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(LANGUAGES).toContain(resolveLanguage(header));
      }),
    );
  });
});

describe('pickCatalogueText (issue 23: the brand’s own names)', () => {
  const texts = { en: 'Flow Legging', es: 'Malla Flow' };

  it('gives the brand’s text in the request language, said to be in that language', () => {
    expect(pickCatalogueText('Legging Flow', texts, 'en')).toEqual({ text: 'Flow Legging', lang: 'en' });
    expect(pickCatalogueText('Legging Flow', texts, 'es')).toEqual({ text: 'Malla Flow', lang: 'es' });
  });

  it('otherwise the stored name, said to be in pt, never a made-up translation', () => {
    expect(pickCatalogueText('Legging Flow', texts, 'pt')).toEqual({ text: 'Legging Flow', lang: 'pt' });
    expect(pickCatalogueText('Jaqueta Corta-Vento', { es: 'Chaqueta' }, 'en')).toEqual({
      text: 'Jaqueta Corta-Vento',
      lang: 'pt',
    });
    expect(pickCatalogueText('Jaqueta', null, 'es')).toEqual({ text: 'Jaqueta', lang: 'pt' });
    expect(pickCatalogueText('Jaqueta', { en: '  ' }, 'en')).toEqual({ text: 'Jaqueta', lang: 'pt' });
  });

  it('reads stored texts loosely: only non-empty en and es strings', () => {
    expect(catalogueTexts({ en: ' Flow Legging ', es: '', pt: 'x', fr: 'y' })).toEqual({ en: 'Flow Legging' });
    expect(catalogueTexts({ en: 3 })).toBeNull();
    expect(catalogueTexts(null)).toBeNull();
    expect(catalogueTexts('Flow')).toBeNull();
  });
});
