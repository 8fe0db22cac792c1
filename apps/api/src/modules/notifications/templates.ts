/**
 * The shopper's status message (issue 14): in the language they used on the portal, in the brand's name and colour,
 * with the new status in the shopper's words (issue 23), the observation, the denial's reason, where the money of a
 * settlement went, and the link to the protocol on the brand's public URL. Plain text for SMS; text and HTML for
 * e-mail. Every value from data is escaped before it reaches the HTML (layout.ts).
 */
import { awaitsProductShipment, shopperStatusName, STATUS, type Language } from '@portal/domain';
import type { LocalizedText } from '../../db/schema';
import { interpolate } from '../../lib/errors';
import { renderEmail } from './layout';

const texts = {
  subject: {
    pt: '{brand}: protocolo {id} — {status}',
    en: '{brand}: protocol {id} — {status}',
    es: '{brand}: protocolo {id} — {status}',
  },
  intro: {
    pt: 'A situação do seu protocolo {id} mudou para: {status}.',
    en: 'The status of your protocol {id} changed to: {status}.',
    es: 'La situación de tu protocolo {id} cambió a: {status}.',
  },
  note: { pt: 'Observação: {note}', en: 'Note: {note}', es: 'Observación: {note}' },
  reason: { pt: 'Motivo: {reason}', en: 'Reason: {reason}', es: 'Motivo: {reason}' },
  money: {
    pt: 'Valor: {amount}, {destination}.',
    en: 'Amount: {amount}, {destination}.',
    es: 'Importe: {amount}, {destination}.',
  },
  shipping: {
    pt: 'Código de postagem: {code}',
    en: 'Shipping code: {code}',
    es: 'Código de envío: {code}',
  },
  // 'Aguardando produto' before any postage code exists (issue 46): what to do meanwhile, not silence.
  awaitingCode: {
    pt: 'Guarde o produto com a nota fiscal e a etiqueta, sem usar. O código de postagem para enviá-lo chega numa próxima mensagem e fica também na página do protocolo.',
    en: 'Keep the product unused, with its invoice and tag. The postage code to send it comes in a later message and will also be on the protocol page.',
    es: 'Guarda el producto sin usar, con la factura y la etiqueta. El código de envío para mandarlo llega en un próximo mensaje y también estará en la página del protocolo.',
  },
  link: {
    pt: 'Acompanhe em {link}',
    en: 'Follow it at {link}',
    es: 'Síguelo en {link}',
  },
  sms: {
    pt: '{brand}: protocolo {id} agora está "{status}". {link}',
    en: '{brand}: protocol {id} is now "{status}". {link}',
    es: '{brand}: el protocolo {id} ahora está "{status}". {link}',
  },
  smsMoney: {
    pt: '{brand}: protocolo {id} agora está "{status}": {amount}, {destination}. {link}',
    en: '{brand}: protocol {id} is now "{status}": {amount}, {destination}. {link}',
    es: '{brand}: el protocolo {id} ahora está "{status}": {amount}, {destination}. {link}',
  },
} satisfies Record<string, LocalizedText>;

/** Where a settlement's money went, already worded in the shopper's language (settlement.ts). */
export interface SettledMoney {
  amount: string;
  destination: string;
}

export interface StatusMessageInput {
  lang: Language;
  channel: 'email' | 'sms';
  brandName: string;
  brandColour: string;
  protocolId: number;
  statusId: number;
  note: string | null;
  denialReason: string | null;
  shippingCode: string | null;
  money: SettledMoney | null;
  link: string;
}

/** The postage paragraph: the code while the product is still to be sent, what to do while it has none yet. */
function postage(input: StatusMessageInput, say: (text: LocalizedText, extra?: Record<string, string>) => string) {
  if (!awaitsProductShipment(input.statusId)) return [];
  if (input.shippingCode) return [say(texts.shipping, { code: input.shippingCode })];
  return input.statusId === STATUS.WAITING_PRODUCT ? [say(texts.awaitingCode)] : [];
}

export function statusMessage(input: StatusMessageInput): { subject: string; text: string; html: string | null } {
  const { lang } = input;
  const params = {
    brand: input.brandName,
    id: input.protocolId,
    status: shopperStatusName(input.statusId, lang),
    link: input.link,
  };
  const say = (text: LocalizedText, extra: Record<string, string | number> = {}) =>
    interpolate(text[lang], { ...params, ...extra });
  if (input.channel === 'sms') {
    const text = input.money ? say(texts.smsMoney, { ...input.money }) : say(texts.sms);
    return { subject: '', text, html: null };
  }
  const paragraphs = [
    say(texts.intro),
    input.money ? say(texts.money, { ...input.money }) : null,
    input.denialReason ? say(texts.reason, { reason: input.denialReason }) : null,
    input.note ? say(texts.note, { note: input.note }) : null,
    ...postage(input, say),
  ].filter((p): p is string => p !== null);
  return renderEmail({
    lang,
    subject: say(texts.subject),
    brandName: input.brandName,
    brandColour: input.brandColour,
    paragraphs,
    link: input.link,
    linkLine: say(texts.link),
  });
}
