import { CONTACT_TYPE, type Language } from './constants';
import { pickLanguage, type LocalizedText } from './localized';

export type ContactTypeId = (typeof CONTACT_TYPE)[keyof typeof CONTACT_TYPE];

/** CTO_ID names of spec §3 (Reclamacao, Solicitacao, DúvidaSugestão, …) written out for display. */
export const CONTACT_TYPE_NAMES: Readonly<Record<ContactTypeId, LocalizedText>> = {
  [CONTACT_TYPE.COMPLAINT]: { pt: 'Reclamação', en: 'Complaint', es: 'Reclamo' },
  [CONTACT_TYPE.REQUEST]: { pt: 'Solicitação', en: 'Request', es: 'Solicitud' },
  [CONTACT_TYPE.QUESTION_SUGGESTION]: { pt: 'Dúvida/Sugestão', en: 'Question/Suggestion', es: 'Duda/Sugerencia' },
  [CONTACT_TYPE.WORK_WITH_US]: { pt: 'Trabalhe conosco', en: 'Work with us', es: 'Trabaje con nosotros' },
  [CONTACT_TYPE.ECOMM]: { pt: 'eComm', en: 'eComm', es: 'eComm' },
  [CONTACT_TYPE.STORE_STOCKOUT]: { pt: 'Ruptura loja', en: 'Store stockout', es: 'Ruptura de tienda' },
  [CONTACT_TYPE.OMNI]: { pt: 'Omni', en: 'Omni', es: 'Omni' },
  [CONTACT_TYPE.MARKETPLACE]: { pt: 'Marketplace', en: 'Marketplace', es: 'Marketplace' },
};

const UNKNOWN_CONTACT_TYPE: LocalizedText = {
  pt: 'Tipo de contato desconhecido',
  en: 'Unknown contact type',
  es: 'Tipo de contacto desconocido',
};

export function isContactTypeId(value: unknown): value is ContactTypeId {
  return typeof value === 'number' && Object.hasOwn(CONTACT_TYPE_NAMES, value);
}

/** The contact type name in `lang`; an id outside spec §3 reads 'Unknown contact type (id)'. */
export function contactTypeName(id: number, lang: Language): string {
  if (isContactTypeId(id)) return pickLanguage(CONTACT_TYPE_NAMES[id], lang);
  return `${pickLanguage(UNKNOWN_CONTACT_TYPE, lang)} (${id})`;
}
