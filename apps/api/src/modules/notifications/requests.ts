/**
 * The messages of a new request (issue 23): the protocol just opened (its number, items and what happens next) and
 * the wallet balance refund just asked for (amount and masked destination), each written into the outbox by the
 * transaction that creates the request, in the shopper's language, and sent by the drain after commit.
 */
import { asc, eq } from 'drizzle-orm';
import {
  formatMoney,
  maskPixKey,
  PAYMENT_TYPE,
  pickLanguage,
  REFUND_MIN_DAYS_NOTICE,
  type Language,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { consumers, desires, notificationOutbox, protocolItems, protocols, type LocalizedText } from '../../db/schema';
import { interpolate } from '../../lib/errors';
import { protocolLanguage, protocolLink, protocolRecipient } from './enqueue';
import { renderEmail } from './layout';
import { chooseRecipient, messageBrand, type MessageBrand, type Recipient } from './recipient';

const texts = {
  openedSubject: {
    pt: '{brand}: recebemos sua solicitação — protocolo {id}',
    en: '{brand}: we received your request — protocol {id}',
    es: '{brand}: recibimos tu solicitud — protocolo {id}',
  },
  openedIntro: {
    pt: 'Recebemos sua solicitação. O número do seu protocolo é {id}.',
    en: 'We received your request. Your protocol number is {id}.',
    es: 'Recibimos tu solicitud. El número de tu protocolo es {id}.',
  },
  openedItems: {
    pt: 'Itens da solicitação:',
    en: 'Items in the request:',
    es: 'Artículos de la solicitud:',
  },
  item: {
    pt: '{quantity} × {product} ({colour}, tamanho {size}): {resolution}',
    en: '{quantity} × {product} ({colour}, size {size}): {resolution}',
    es: '{quantity} × {product} ({colour}, talla {size}): {resolution}',
  },
  /** An exchange names what she asked for, not only what she bought (issue 46): '40 → 41' read as words. */
  exchangeItem: {
    pt: '{quantity} × {product} ({colour}, tamanho {size}): {resolution}, por {wanted}',
    en: '{quantity} × {product} ({colour}, size {size}): {resolution}, for {wanted}',
    es: '{quantity} × {product} ({colour}, talla {size}): {resolution}, por {wanted}',
  },
  wantedSize: { pt: 'tamanho {value}', en: 'size {value}', es: 'talla {value}' },
  wantedColour: { pt: 'cor {value}', en: 'colour {value}', es: 'color {value}' },
  openedNext: {
    pt: 'Próximo passo: vamos conferir sua solicitação e avisar você, por aqui, como enviar o produto. Se faltar alguma foto ou nota fiscal, você pode enviá-la na página do protocolo.',
    en: 'Next step: we will check your request and tell you here how to send the product. If a photo or invoice is missing, you can send it on the protocol page.',
    es: 'Próximo paso: revisaremos tu solicitud y te avisaremos por aquí cómo enviar el producto. Si falta alguna foto o factura, puedes enviarla en la página del protocolo.',
  },
  openedSms: {
    pt: '{brand}: recebemos sua solicitação, protocolo {id}. Vamos avisar como enviar o produto. {link}',
    en: '{brand}: we received your request, protocol {id}. We will tell you how to send the product. {link}',
    es: '{brand}: recibimos tu solicitud, protocolo {id}. Te avisaremos cómo enviar el producto. {link}',
  },
  link: { pt: 'Acompanhe em {link}', en: 'Follow it at {link}', es: 'Síguelo en {link}' },
  refundSubject: {
    pt: '{brand}: pedido de reembolso de saldo {id} recebido',
    en: '{brand}: balance refund request {id} received',
    es: '{brand}: solicitud de reembolso de saldo {id} recibida',
  },
  refundIntro: {
    pt: 'Recebemos seu pedido de reembolso de saldo da carteira, número {id}.',
    en: 'We received your request to refund wallet balance, number {id}.',
    es: 'Recibimos tu solicitud de reembolso del saldo de la billetera, número {id}.',
  },
  refundMoney: {
    pt: 'Valor: {amount}, {destination}.',
    en: 'Amount: {amount}, {destination}.',
    es: 'Importe: {amount}, {destination}.',
  },
  refundNext: {
    pt: 'Próximo passo: o valor pode levar no mínimo {days} dias para ser creditado, dependendo da forma de pagamento.',
    en: 'Next step: the amount may take at least {days} days to arrive, depending on the payment method.',
    es: 'Próximo paso: el importe puede tardar al menos {days} días en acreditarse, según la forma de pago.',
  },
  refundSms: {
    pt: '{brand}: pedido de reembolso {id} recebido: {amount}, {destination}. Pode levar no mínimo {days} dias. {link}',
    en: '{brand}: refund request {id} received: {amount}, {destination}. It may take at least {days} days. {link}',
    es: '{brand}: solicitud de reembolso {id} recibida: {amount}, {destination}. Puede tardar al menos {days} días. {link}',
  },
  toCard: {
    pt: 'para o cartão de crédito das compras',
    en: 'to the credit card of the purchases',
    es: 'a la tarjeta de crédito de las compras',
  },
  toPix: {
    pt: 'por Pix para a chave {key}',
    en: 'by Pix to the key {key}',
    es: 'por Pix a la clave {key}',
  },
} satisfies Record<string, LocalizedText>;

export interface Queued {
  protocolId: number | null;
  brand: MessageBrand;
  to: Recipient;
  lang: Language;
  content: { subject: string; text: string; html: string | null };
  dedupeKey: string;
  now: Date;
}

export async function queue(tx: Database, message: Queued): Promise<void> {
  await tx
    .insert(notificationOutbox)
    .values({
      protocolId: message.protocolId,
      brandId: message.brand.id,
      ...message.to,
      lang: message.lang,
      subject: message.content.subject,
      text: message.content.text,
      html: message.content.html,
      dedupeKey: message.dedupeKey,
      createdAt: message.now,
    })
    .onConflictDoNothing();
}

/** Queues "we received your request" for a protocol just written; nothing when it has no e-mail or phone. */
export async function enqueueProtocolOpened(tx: Database, protocolId: number, now: Date): Promise<void> {
  const [protocol] = await tx.select().from(protocols).where(eq(protocols.id, protocolId));
  if (!protocol) return;
  const brand = await messageBrand(tx, protocol.brandId);
  const to = protocolRecipient(protocol);
  if (!brand || !to) return;
  const lang = protocolLanguage(protocol);
  const items = await tx
    .select({ item: protocolItems, desireName: desires.name })
    .from(protocolItems)
    .innerJoin(desires, eq(desires.id, protocolItems.desireId))
    .where(eq(protocolItems.protocolId, protocolId))
    .orderBy(asc(protocolItems.position), asc(protocolItems.id));
  const link = protocolLink(brand.url, protocol.id);
  const say = (text: LocalizedText, extra: Record<string, string | number> = {}) =>
    interpolate(text[lang], { brand: brand.name, id: protocol.id, link, ...extra });
  const content =
    to.channel === 'sms'
      ? { subject: '', text: say(texts.openedSms), html: null }
      : renderEmail({
          lang,
          subject: say(texts.openedSubject),
          brandName: brand.name,
          brandColour: brand.colour,
          paragraphs: [say(texts.openedIntro), say(texts.openedItems)],
          list: items.map(({ item, desireName }) => {
            const values = {
              quantity: item.quantity,
              product: item.productName,
              colour: item.colourName,
              size: item.size,
              resolution: pickLanguage(desireName, lang),
            };
            const wanted = wantedVariant(item, lang);
            return wanted ? say(texts.exchangeItem, { ...values, wanted }) : say(texts.item, values);
          }),
          after: [say(texts.openedNext)],
          link,
          linkLine: say(texts.link),
        });
  await queue(tx, { protocolId, brand, to, lang, content, dedupeKey: `protocol-opened:${protocolId}`, now });
}

/** What an exchange asked for that differs from what was bought ('tamanho 41', 'cor Preta'), or null. */
function wantedVariant(
  item: { size: string; colourName: string; exchangeSize: string | null; exchangeColour: string | null },
  lang: Language,
): string | null {
  const parts: string[] = [];
  const size = item.exchangeSize?.trim();
  const colour = item.exchangeColour?.trim();
  if (size && size !== item.size) parts.push(interpolate(texts.wantedSize[lang], { value: size }));
  if (colour && colour !== item.colourName) parts.push(interpolate(texts.wantedColour[lang], { value: colour }));
  return parts.length > 0 ? parts.join(', ') : null;
}

export interface RefundRequested {
  refundId: number;
  consumerId: number;
  brandId: number;
  paymentType: number;
  valueCents: number;
  /** The Pix key the money goes to (Pix refunds), as stored on the request. */
  pixKey: string | null;
  lang: Language;
  now: Date;
}

/** Queues "we received your balance refund request" to the shopper's e-mail, else her phone. */
export async function enqueueRefundRequested(tx: Database, input: RefundRequested): Promise<void> {
  const [consumer] = await tx.select().from(consumers).where(eq(consumers.id, input.consumerId));
  const brand = await messageBrand(tx, input.brandId);
  const to = consumer ? chooseRecipient(consumer.email, consumer.phone) : null;
  if (!brand || !to) return;
  const { lang } = input;
  const link = `${brand.url}/carteira`;
  const destination =
    input.paymentType === PAYMENT_TYPE.PIX
      ? interpolate(texts.toPix[lang], { key: maskPixKey(input.pixKey) })
      : texts.toCard[lang];
  const say = (text: LocalizedText) =>
    interpolate(text[lang], {
      brand: brand.name,
      id: input.refundId,
      amount: formatMoney(input.valueCents),
      destination,
      days: REFUND_MIN_DAYS_NOTICE,
      link,
    });
  const content =
    to.channel === 'sms'
      ? { subject: '', text: say(texts.refundSms), html: null }
      : renderEmail({
          lang,
          subject: say(texts.refundSubject),
          brandName: brand.name,
          brandColour: brand.colour,
          paragraphs: [say(texts.refundIntro), say(texts.refundMoney), say(texts.refundNext)],
          link,
          linkLine: say(texts.link),
        });
  await queue(tx, {
    protocolId: null,
    brand,
    to,
    lang,
    content,
    dedupeKey: `wallet-refund:${input.refundId}`,
    now: input.now,
  });
}
