/**
 * The carrier behind one interface (issue 48, ADR 0091): Correios' REST API for a brand with a contract, the
 * development carrier outside production. The shipping service never knows which one it talks to, except `demo`.
 */
import { createHash } from 'node:crypto';
import type { LocalizedText } from '../../db/schema';

/** Correios pré-postagem `remetente` / `destinatario` (nome, cpfCnpj, endereco{…}, dddCelular, celular, email). */
export interface CarrierParty {
  name: string;
  document: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  uf: string;
  /** DDD + number digits, or null. */
  phone: string | null;
  email: string | null;
}

export interface IssueInput {
  /** Ours, in the request (Correios `observacao`): how a retry finds what a lost answer made. */
  requestId: string;
  sender: CarrierParty;
  recipient: CarrierParty;
  /** The last day to post, ISO date. */
  postBy: string;
  weightGrams: number;
  format: '1' | '2' | '3';
  heightCm: number;
  widthCm: number;
  lengthCm: number;
  /** Correios `itensDeclaracaoConteudo`: conteudo, quantidade, valor (reais). */
  items: { description: string; quantity: number; valueCents: number }[];
}

export interface IssuedAuthorisation {
  /** Correios pré-postagem `id`. */
  carrierId: string;
  /** Correios `codigoObjeto`. */
  code: string;
}

/** One SRO Rastro event (`eventos[]`: codigo, tipo, dtHrCriado, descricao, unidade.endereco.cidade/uf). */
export interface CarrierEvent {
  code: string;
  type: string;
  at: Date;
  text: string;
  place: string | null;
}

/**
 * A failed call. transient: no answer, timeout, 429 or 5xx after every retry (try again later); business: the carrier
 * refused it in words (Correios `msgs`), retrying the same request cannot help; permanent: anything else (a 401 after
 * renewing the token, a 403, an unreadable answer).
 */
export class CarrierError extends Error {
  constructor(
    readonly kind: 'transient' | 'business' | 'permanent',
    readonly code: string,
    /** The carrier's own words (Correios `msgs[]`), shown to the operator; never logged (they can quote an address). */
    readonly carrierMessages: string[] = [],
    readonly status: number | null = null,
  ) {
    super(`carrier call failed: ${code}${status ? ` (${status})` : ''}`);
    this.name = 'CarrierError';
  }
}

export interface Carrier {
  readonly demo: boolean;
  issue(input: IssueInput): Promise<IssuedAuthorisation>;
  /** The authorisation made with this request id, if any (after a call whose answer was lost). */
  findByRequestId(requestId: string, since: Date): Promise<IssuedAuthorisation | null>;
  cancel(carrierId: string): Promise<void>;
  /** A new last day to post. */
  extend(carrierId: string, postBy: string): Promise<void>;
  /** The events of up to 50 objects, by object code. */
  track(codes: string[]): Promise<Map<string, CarrierEvent[]>>;
}

/** What an operator reads of a carrier error, in the three languages (the carrier's own words quoted when it gave some). */
export function carrierErrorText(error: CarrierError): LocalizedText {
  const quoted = error.carrierMessages.join(' ');
  if (error.kind === 'business') {
    return {
      pt: `Os Correios recusaram a autorização: ${quoted}`,
      en: `Correios refused the authorisation: ${quoted}`,
      es: `Correios rechazó la autorización: ${quoted}`,
    };
  }
  if (error.kind === 'transient') {
    return {
      pt: 'Os Correios não responderam (fora do ar ou lentos). O portal tentará de novo sozinho.',
      en: 'Correios did not answer (down or slow). The portal will try again by itself.',
      es: 'Correios no respondió (caído o lento). El portal lo intentará de nuevo solo.',
    };
  }
  if (error.code === 'correios_unauthorised') {
    return {
      pt: 'Os Correios recusaram as credenciais da marca (usuário, código de acesso ou cartão de postagem).',
      en: "Correios refused the brand's credentials (user, access code or posting card).",
      es: 'Correios rechazó las credenciales de la marca (usuario, código de acceso o tarjeta de envío).',
    };
  }
  return {
    pt: `A chamada aos Correios falhou (${error.code}).`,
    en: `The call to Correios failed (${error.code}).`,
    es: `La llamada a Correios falló (${error.code}).`,
  };
}

const CHECK_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The Correios check digit of an object number's eight digits (SIGEP 'Cálculo do dígito verificador'). */
export function postCheckDigit(digits: string): number {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * CHECK_WEIGHTS[index]!, 0);
  const rest = sum % 11;
  return rest === 0 ? 5 : rest === 1 ? 0 : 11 - rest;
}

/**
 * The development carrier (outside production only): codes derived from our request id, so the same request always
 * gets the same code (idempotent as the real one is made by our search), marked demo. It has no tracking of its own:
 * the dev outbox page plays 'posted' and 'delivered' through the shipping service.
 */
export function developmentCarrier(): Carrier {
  const codeOf = (requestId: string) => {
    const hash = createHash('sha256').update(requestId).digest();
    const digits = String(hash.readUInt32BE(0) % 100_000_000).padStart(8, '0');
    return { carrierId: `DEV${hash.toString('hex').slice(0, 12)}`, code: `LR${digits}${postCheckDigit(digits)}BR` };
  };
  return {
    demo: true,
    async issue(input) {
      return codeOf(input.requestId);
    },
    async findByRequestId() {
      return null;
    },
    async cancel() {},
    async extend() {},
    async track() {
      return new Map();
    },
  };
}
