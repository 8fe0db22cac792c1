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
