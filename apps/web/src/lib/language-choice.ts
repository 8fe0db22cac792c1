import type { Language } from '@portal/domain';
import { isLanguage, languageStoredAtStart, setLanguage } from './i18n';

/**
 * After hydrating a server-rendered page: when the shopper's stored choice differs from the language the server
 * guessed (no cookie yet, only localStorage), switch once to it; that writes the cookie, so the next first page
 * arrives in it (ADR 0024).
 */
export function adoptServerLanguageChoice(rendered: Language): void {
  if (isLanguage(languageStoredAtStart) && languageStoredAtStart !== rendered) void setLanguage(languageStoredAtStart);
}
