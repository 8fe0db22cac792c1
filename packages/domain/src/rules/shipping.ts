/**
 * The rules of a return's shipping (issue 48, ADR 0091): a brand's shipping settings (checked by the settings API and
 * the console's form alike), and what a Correios tracking event means for the protocol.
 */
import type { LocalizedText } from '../localized';
import type { ShipmentEvent, ShipmentState } from '../schemas/shipment';
import { localizedTextIssues, wholeInRange, type PolicyIssue } from './policy-issues';

/** Days a shopper has to post her return (Correios `dataValidadeLogReversa`): the brand's choice within these. */
export const SHIPPING_VALIDITY_MIN_DAYS = 5;
export const SHIPPING_VALIDITY_MAX_DAYS = 90;
/** The reminder of an unused code goes this many days before its last day. */
export const SHIPPING_REMINDER_DAYS_BEFORE = 2;
/** SRO Rastro answers up to this many objects a call. */
export const SRO_MAX_OBJECTS_PER_CALL = 50;
/** PAC reverso, the service code a brand's contract uses unless CORREIOS_<BRAND>_SERVICE_CODE says otherwise. */
export const CORREIOS_DEFAULT_SERVICE_CODE = '03301';

export type ShippingIssueAt = 'opening' | 'approval';

export interface ShippingSettingsInput {
  issueAt: ShippingIssueAt;
  validityDays: number;
  extendOnce: boolean;
  weightGrams: number;
  /** Correios `codigoFormatoObjetoInformado`: 1 envelope, 2 pacote/caixa, 3 rolo/cilindro. */
  format: '1' | '2' | '3';
  heightCm: number;
  widthCm: number;
  lengthCm: number;
  returnsCentre: {
    name: string;
    document: string;
    cep: string;
    street: string;
    number: string;
    complement: string | null;
    district: string;
    city: string;
    uf: string;
    phone: string | null;
    email: string | null;
  } | null;
  returnInstructions: LocalizedText | null;
}

export const SHIPPING_SETTINGS_DEFAULTS: ShippingSettingsInput = {
  issueAt: 'opening',
  validityDays: 10,
  extendOnce: true,
  weightGrams: 1000,
  format: '2',
  heightCm: 10,
  widthCm: 20,
  lengthCm: 30,
  returnsCentre: null,
  returnInstructions: null,
};

/** Correios' limits for a PAC parcel (30 kg; sides within these cm), [min, max] each; the console's messages name them. */
export const SHIPPING_PARCEL_LIMITS = {
  weightGrams: [1, 30_000],
  heightCm: [1, 100],
  widthCm: [8, 100],
  lengthCm: [13, 100],
} as const;

export function shippingSettingsIssues(input: ShippingSettingsInput): PolicyIssue[] {
  const issues: PolicyIssue[] = [
    ...wholeInRange(
      'validityDays',
      input.validityDays,
      SHIPPING_VALIDITY_MIN_DAYS,
      SHIPPING_VALIDITY_MAX_DAYS,
      'validityRange',
    ),
    ...(['weightGrams', 'heightCm', 'widthCm', 'lengthCm'] as const).flatMap((field) => {
      const [min, max] = SHIPPING_PARCEL_LIMITS[field];
      return wholeInRange(field, input[field], min, max, 'quantityRange');
    }),
    ...localizedTextIssues('returnInstructions', input.returnInstructions, true),
  ];
  const centre = input.returnsCentre;
  if (centre) {
    for (const field of ['name', 'street', 'number', 'district', 'city'] as const) {
      if (!centre[field].trim()) issues.push({ field: `returnsCentre.${field}`, code: 'required' });
    }
    if (!/^\d{8}$/.test(centre.cep)) issues.push({ field: 'returnsCentre.cep', code: 'required' });
    if (!/^\d{14}$/.test(centre.document)) issues.push({ field: 'returnsCentre.document', code: 'required' });
    if (!/^[A-Z]{2}$/.test(centre.uf)) issues.push({ field: 'returnsCentre.uf', code: 'required' });
  }
  return issues;
}

export type ShipmentEventKind = ShipmentEvent['kind'];

/**
 * Our kind of a Correios SRO event, from its `codigo` and `tipo` (SRO's event table: PO posted; RO/DO/TRI forwarded;
 * OEC out for delivery; BDE/BDI/BDR with tipo 01 delivered, with another tipo a problem at delivery; FC returned).
 */
export function sroEventKind(codigo: string, tipo: string): ShipmentEventKind {
  if (codigo === 'PO') return 'posted';
  if (codigo === 'RO' || codigo === 'DO' || codigo === 'TRI' || codigo === 'PAR') return 'in_transit';
  if (codigo === 'OEC') return 'out_for_delivery';
  if (codigo === 'BDE' || codigo === 'BDI' || codigo === 'BDR') return tipo === '01' ? 'delivered' : 'problem';
  if (codigo === 'FC') return 'returned_to_sender';
  return 'other';
}

/** The event's description in the reader's language (the carrier's own words stay beside it in pt). */
export const SHIPMENT_EVENT_TEXTS: Readonly<Record<ShipmentEventKind, LocalizedText>> = {
  posted: { pt: 'Postado nos Correios', en: 'Posted at Correios', es: 'Entregado en Correios' },
  in_transit: { pt: 'Em trânsito', en: 'In transit', es: 'En tránsito' },
  out_for_delivery: { pt: 'Saiu para entrega', en: 'Out for delivery', es: 'En reparto' },
  delivered: {
    pt: 'Entregue ao centro de devoluções',
    en: 'Delivered to the returns centre',
    es: 'Entregado al centro de devoluciones',
  },
  returned_to_sender: { pt: 'Devolvido ao remetente', en: 'Returned to the sender', es: 'Devuelto al remitente' },
  problem: { pt: 'Problema na entrega', en: 'Delivery problem', es: 'Problema en la entrega' },
  other: { pt: 'Atualização dos Correios', en: 'Correios update', es: 'Actualización de Correios' },
};

/** States whose authorisation is still alive (one per protocol at most). */
export const LIVE_SHIPMENT_STATES: readonly ShipmentState[] = ['requested', 'issued', 'posted'];

/** What an operator may do with an authorisation in this state. */
export function shipmentActions(state: ShipmentState, extended: boolean, hasLive: boolean) {
  return {
    issueAgain: !hasLive && (state === 'failed' || state === 'cancelled' || state === 'expired'),
    extend: state === 'issued' && !extended,
    cancel: state === 'issued',
  };
}

/** The ISO date `days` after `from` in São Paulo (UTC−3, no daylight saving since 2019). */
export function saoPauloDatePlus(from: Date, days: number): string {
  const local = new Date(from.getTime() - 3 * 3_600_000 + days * 86_400_000);
  return local.toISOString().slice(0, 10);
}

/** '2026-12-17' as Correios writes dates in the pré-postagem: '17/12/2026'. */
export const correiosDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
