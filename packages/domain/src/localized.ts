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
