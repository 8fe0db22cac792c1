import { pickLanguage, type Language, type LocalizedText, type YesNo } from '@portal/domain';

/** Booleans travel as the 'S'/'N' flags of the existing back end's contract (ARCHITECTURE §6). */
export function yesNo(value: boolean): YesNo {
  return value ? 'S' : 'N';
}

/** An optional data text (a reason's message, a setting) in the request language. */
export function optionalText(text: LocalizedText | null, lang: Language): string | null {
  return text ? pickLanguage(text, lang) : null;
}

/** LIKE pattern that matches `value` literally anywhere in the text. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
