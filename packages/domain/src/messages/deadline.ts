/**
 * The out-of-deadline message (ASS_MSG_FORA_PRAZO) of a reason with a deadline: one template per language with the
 * reason's name and its effective days filled in, the brand's term when it set one (issue 46). A stored free text
 * said '30 dias' after a brand cut its term to 3; a text built from the number cannot drift from it.
 */
import { LANGUAGES, type Language } from '../constants';
import type { LocalizedText } from '../localized';

const TEMPLATES: Record<Language, (reason: string, days: number) => string> = {
  pt: (reason, days) =>
    `O prazo para "${reason}" é de ${days} ${days === 1 ? 'dia' : 'dias'} após a entrega e já terminou. Se precisar de ajuda, fale com o nosso SAC.`,
  en: (reason, days) =>
    `Requests for "${reason}" are accepted up to ${days} ${days === 1 ? 'day' : 'days'} after delivery, and that period has ended. If you need help, contact our customer service.`,
  es: (reason, days) =>
    `El plazo para "${reason}" es de ${days} ${days === 1 ? 'día' : 'días'} después de la entrega y ya terminó. Si necesitas ayuda, comunícate con nuestro servicio de atención.`,
};

/** The message in every language for `reasonName` (per language) and the effective `days`. */
export function outOfDeadlineMessage(reasonName: LocalizedText, days: number): LocalizedText {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, TEMPLATES[lang](reasonName[lang] || reasonName.pt, days)]),
  ) as LocalizedText;
}

/**
 * The reason's message: built from its effective deadline when it has one, else its stored text (a reason without a
 * deadline never blocks on it, but a stored text stays as the catalogue wrote it).
 */
export function effectiveDeadlineMessage(reason: {
  name: LocalizedText;
  slaRestricted: boolean;
  slaDays: number | null;
  outOfDeadlineMessage: LocalizedText | null;
}): LocalizedText | null {
  if (reason.slaRestricted && reason.slaDays !== null) return outOfDeadlineMessage(reason.name, reason.slaDays);
  return reason.outOfDeadlineMessage;
}
