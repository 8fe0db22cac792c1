import {
  capitalizeName,
  formatCep,
  formatPhone,
  formatUf,
  joinPhone,
  maskDocument,
  maskEmail,
  maskPhone,
  onlyDigits,
  splitPhone,
  type ProtocolContactUpdate,
  type ProtocolSummary,
} from '@portal/domain';
import { FIELDS_OF_OLD_STREET } from '../../../lib/use-cep-autofill';

/** The client block of the detail (spec §2): name capitalised; CPF/CNPJ, e-mail and phone partly hidden. */
export interface ClientDisplay {
  name: string;
  document: string;
  email: string;
  phone: string;
}

export function clientDisplay(protocol: ProtocolSummary): ClientDisplay {
  return {
    name: capitalizeName(protocol.CON_NOME),
    document: maskDocument(protocol.CON_CPF),
    email: maskEmail(protocol.USU_EMAIL),
    phone: maskPhone(protocol.CON_FONE_CEL),
  };
}

/** The editable contact data as the form holds it: texts with the buyer step's masks. */
export interface ContactValues {
  telefone: string;
  cep: string;
  endereco: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

export function contactValuesOf(protocol: ProtocolSummary): ContactValues {
  return {
    telefone: protocol.CON_FONE_CEL ? formatPhone(protocol.CON_FONE_CEL) : '',
    cep: protocol.CON_CEP ? formatCep(protocol.CON_CEP) : '',
    endereco: protocol.CON_ENDERECO ?? '',
    numero: protocol.CON_ENDNUM ?? '',
    complemento: protocol.CON_COMPL ?? '',
    bairro: protocol.CON_BAIRRO ?? '',
    cidade: protocol.CON_CIDADE ?? '',
    uf: protocol.CON_UF ?? '',
  };
}

/**
 * The PATCH body: masks stripped as the protocol payload sends them (CEP as digits). The phone goes as the buyer step
 * sends it, with its DDI: a national '(21) 99876-5432' gets DEFAULT_DDI (spec §9), '5521998765432'.
 */
export function contactUpdateOf(prtId: number, values: ContactValues): ProtocolContactUpdate {
  return {
    PRT_ID: prtId,
    CON_FONE_CEL: joinPhone(splitPhone(values.telefone)),
    CON_CEP: onlyDigits(values.cep),
    CON_ENDERECO: values.endereco.trim(),
    CON_ENDNUM: values.numero.trim(),
    CON_COMPL: values.complemento.trim(),
    CON_BAIRRO: values.bairro.trim(),
    CON_CIDADE: values.cidade.trim(),
    CON_UF: formatUf(values.uf),
  };
}

/** The pickup address on one line, for the summary next to the edit button. */
export function addressLine(values: ContactValues): string {
  const street = [values.endereco, values.numero].filter(Boolean).join(', ');
  const place = [values.bairro, [values.cidade, values.uf].filter(Boolean).join('/')].filter(Boolean).join(' - ');
  return [street, values.complemento, place, values.cep].filter(Boolean).join(' · ');
}

/**
 * How the parcel leaves the shopper (issue 23): once the back office generated a post object (status 16, its code on
 * the protocol) she takes it to an agency and the address is the sender's; until then it is collected there.
 */
export type LogisticsMode = 'pickup' | 'agency';

export function logisticsMode(protocol: Pick<ProtocolSummary, 'shippingCode'>): LogisticsMode {
  return protocol.shippingCode ? 'agency' : 'pickup';
}

/**
 * Fields that describe a place inside what another field names (issue 23): a new CEP is another street, so the street,
 * number, complement and district typed for the old one go; a new street keeps the district but not the number or the
 * complement.
 */
export const DEPENDENT_FIELDS = {
  cep: FIELDS_OF_OLD_STREET,
  endereco: ['numero', 'complemento'],
} as const satisfies Partial<Record<keyof ContactValues, readonly (keyof ContactValues)[]>>;

/** The same place for the comparison: spacing and case do not make a new street, digits alone make the CEP. */
export function samePlace(field: 'cep' | 'endereco', a: string, b: string): boolean {
  if (field === 'cep') return onlyDigits(a) === onlyDigits(b);
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}
