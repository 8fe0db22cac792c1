import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

/** A text in each interface language (spec §1). */
export type LocalizedText = { pt: string; en: string; es: string };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The text in `lang`; falls back to pt (the default language) when that translation is empty. */
export function pickLanguage(text: LocalizedText, lang: Language): string {
  return text[lang] || text[DEFAULT_LANGUAGE];
}

type WeightedTag = { language: string; quality: number; position: number };

function parseWeightedTag(entry: string, position: number): WeightedTag {
  const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
  const qualityParameter = parameters.find((parameter) => /^q=/i.test(parameter));
  const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
  return {
    language: (tag.split(/[-_]/)[0] ?? '').toLowerCase(),
    quality: Number.isFinite(quality) ? quality : 0,
    position,
  };
}

/**
 * The interface language for an Accept-Language header ('en-US,en;q=0.9', 'es-ES', 'pt-BR'): the supported
 * language with the highest q (earlier entries win ties), or pt when absent or none is supported. q=0 means "not".
 */
export function resolveLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const best = acceptLanguage
    .split(',')
    .map(parseWeightedTag)
    .filter((tag) => tag.quality > 0 && isLanguage(tag.language))
    .sort((a, b) => b.quality - a.quality || a.position - b.position)[0];
  return best && isLanguage(best.language) ? best.language : DEFAULT_LANGUAGE;
}

/** The languages a brand may name its catalogue in besides its own (pt): product, colour and campaign names. */
export type CatalogueLanguage = Exclude<Language, 'pt'>;

const CATALOGUE_LANGUAGES: readonly CatalogueLanguage[] = ['en', 'es'];

function isCatalogueLanguage(lang: Language): lang is CatalogueLanguage {
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * A catalogue name in the other interface languages, as the brand gives it (its product feed, the integration
 * documents); a missing language has no text of its own. The Portuguese name is the stored name itself.
 */
export type CatalogueTexts = Partial<Record<CatalogueLanguage, string>>;

/** A name as answered: its text and the language that text is in (the web marks it when it is not the page's). */
export interface ShownText {
  text: string;
  lang: Language;
}

/**
 * The brand's name for the request language when it gives one, else its own (Portuguese) name, said to be in pt:
 * never a translation made up here (ADR 0032).
 */
export function pickCatalogueText(name: string, texts: CatalogueTexts | null | undefined, lang: Language): ShownText {
  const own = isCatalogueLanguage(lang) ? texts?.[lang]?.trim() : undefined;
  return own ? { text: own, lang } : { text: name, lang: DEFAULT_LANGUAGE };
}

/** Parses stored catalogue texts, keeping only non-empty en/es strings (a feed may send anything). */
export function catalogueTexts(value: unknown): CatalogueTexts | null {
  if (typeof value !== 'object' || value === null) return null;
  const texts: CatalogueTexts = {};
  for (const lang of CATALOGUE_LANGUAGES) {
    const text = (value as Record<string, unknown>)[lang];
    if (typeof text === 'string' && text.trim() !== '') texts[lang] = text.trim();
  }
  return Object.keys(texts).length > 0 ? texts : null;
}
