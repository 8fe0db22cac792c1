/**
 * Reasons (ASS_), sub-reasons (SMOT_), desires (MOT_) and bonuses: the choices of the order card (spec §3, §4, §9).
 * Every customer-visible reason offers at least one exchange and one refund desire; one extra reason is for operators
 * only and one is inactive, so the filters that hide them from customers have something to hide.
 */
import { CONTACT_TYPE, DESIRE_TRIGGER, outOfDeadlineMessage, REASON, type DesireTrigger } from '@portal/domain';
import type { Database } from '../client';
import { bonuses, desires, reasons, subReasons, type LocalizedText } from '../schema';

/** The operator-only reason and the retired one: customers must never see either. */
export const OPERATOR_ONLY_REASON = 90;
export const INACTIVE_REASON = 18;
/** The bonus of the voucher offer (BON_CODIGO), in whole percent. */
export const VOUCHER_BONUS = { code: 1, percent: 10 } as const;
const RETIRED_BONUS = { code: 2, percent: 15 } as const;
/** The refund-or-voucher desire (spec §4): refund and store credit, 'estorno' in its name, with a bonus. */
export const VOUCHER_OFFER_DESIRE = 5;
export const INACTIVE_DESIRE = 99;

interface ReasonSeed {
  id: number;
  name: LocalizedText;
  requiresImages: boolean;
  /** Days after delivery from which the reason is out of deadline; null = not restricted. */
  slaDays: number | null;
  secondExchangeAllowed: boolean;
  active?: boolean;
  operatorOnly?: boolean;
}

const REASON_SEEDS: readonly ReasonSeed[] = [
  {
    id: REASON.SIZE_DID_NOT_FIT,
    name: { pt: 'Tamanho não serviu', en: 'Size did not fit', es: 'La talla no sirvió' },
    requiresImages: false,
    slaDays: 30,
    secondExchangeAllowed: false,
  },
  {
    id: REASON.COLOUR_EXCHANGE,
    name: { pt: 'Troca de cor', en: 'Colour exchange', es: 'Cambio de color' },
    requiresImages: false,
    slaDays: 30,
    secondExchangeAllowed: false,
  },
  {
    id: REASON.WRONG_PIECE_RECEIVED,
    name: {
      pt: 'Peça recebida não é a comprada',
      en: 'The item received is not the one bought',
      es: 'La prenda recibida no es la comprada',
    },
    requiresImages: true,
    slaDays: 90,
    secondExchangeAllowed: false,
  },
  {
    // A hidden defect can show up long after delivery, so this reason has no deadline and allows a second exchange.
    id: REASON.ARRIVED_DEFECTIVE,
    name: { pt: 'Produto chegou com defeito', en: 'Product arrived defective', es: 'El producto llegó con defecto' },
    requiresImages: true,
    slaDays: null,
    secondExchangeAllowed: true,
  },
  {
    id: INACTIVE_REASON,
    name: { pt: 'Arrependimento da compra', en: 'Changed my mind', es: 'Arrepentimiento de la compra' },
    requiresImages: false,
    slaDays: 7,
    secondExchangeAllowed: false,
    active: false,
  },
  {
    id: OPERATOR_ONLY_REASON,
    name: { pt: 'Ajuste interno', en: 'Internal adjustment', es: 'Ajuste interno' },
    requiresImages: false,
    slaDays: null,
    secondExchangeAllowed: true,
    operatorOnly: true,
  },
];

function reasonDeadlineMessage(reason: ReasonSeed): LocalizedText {
  if (reason.slaDays === null) {
    return {
      pt: 'O prazo para esta solicitação terminou. Fale com o nosso SAC para avaliarmos o seu caso.',
      en: 'The deadline for this request has passed. Contact our customer service so we can look at your case.',
      es: 'El plazo para esta solicitud terminó. Comunícate con nuestro servicio de atención para evaluar tu caso.',
    };
  }
  // The same template the reads fill with the effective deadline (issue 46).
  return outOfDeadlineMessage(reason.name, reason.slaDays);
}

const MARKETPLACE_MESSAGE: LocalizedText = {
  pt: 'Este item foi vendido por um parceiro do marketplace. A troca ou devolução é feita diretamente com o vendedor, pela página do pedido no site.',
  en: 'This item was sold by a marketplace partner. Exchanges and returns are handled directly by the seller, from the order page on the website.',
  es: 'Este artículo lo vendió un socio del marketplace. El cambio o la devolución se gestiona directamente con el vendedor, desde la página del pedido en el sitio.',
};

const SUB_REASONS: readonly { id: number; reasonId: number; name: LocalizedText }[] = [
  {
    id: 161,
    reasonId: REASON.SIZE_DID_NOT_FIT,
    name: { pt: 'Ficou pequeno', en: 'It was too small', es: 'Quedó pequeño' },
  },
  {
    id: 162,
    reasonId: REASON.SIZE_DID_NOT_FIT,
    name: { pt: 'Ficou grande', en: 'It was too big', es: 'Quedó grande' },
  },
  {
    id: 163,
    reasonId: REASON.SIZE_DID_NOT_FIT,
    name: {
      pt: 'Modelagem diferente do esperado',
      en: 'The fit was not as expected',
      es: 'El corte no era el esperado',
    },
  },
  {
    id: 171,
    reasonId: REASON.COLOUR_EXCHANGE,
    name: { pt: 'Preferi outra cor', en: 'I prefer another colour', es: 'Prefiero otro color' },
  },
  {
    id: 172,
    reasonId: REASON.COLOUR_EXCHANGE,
    name: {
      pt: 'Cor diferente da foto do site',
      en: 'The colour differs from the website photo',
      es: 'El color es distinto al de la foto del sitio',
    },
  },
  {
    id: 191,
    reasonId: REASON.WRONG_PIECE_RECEIVED,
    name: {
      pt: 'Tamanho diferente do pedido',
      en: 'Size differs from the order',
      es: 'Talla distinta a la del pedido',
    },
  },
  {
    id: 192,
    reasonId: REASON.WRONG_PIECE_RECEIVED,
    name: { pt: 'Cor diferente do pedido', en: 'Colour differs from the order', es: 'Color distinto al del pedido' },
  },
  {
    id: 193,
    reasonId: REASON.WRONG_PIECE_RECEIVED,
    name: {
      pt: 'Produto diferente do pedido',
      en: 'Product differs from the order',
      es: 'Producto distinto al del pedido',
    },
  },
  {
    id: 201,
    reasonId: REASON.ARRIVED_DEFECTIVE,
    name: { pt: 'Costura desfeita', en: 'Seam came apart', es: 'Costura descosida' },
  },
  {
    id: 202,
    reasonId: REASON.ARRIVED_DEFECTIVE,
    name: { pt: 'Mancha ou desbotamento', en: 'Stain or fading', es: 'Mancha o decoloración' },
  },
  {
    id: 203,
    reasonId: REASON.ARRIVED_DEFECTIVE,
    name: { pt: 'Solado descolando', en: 'Sole coming unglued', es: 'Suela despegada' },
  },
  {
    id: 181,
    reasonId: INACTIVE_REASON,
    name: { pt: 'Desisti da compra', en: 'I no longer want it', es: 'Ya no lo quiero' },
  },
  {
    id: 901,
    reasonId: OPERATOR_ONLY_REASON,
    name: { pt: 'Correção de cadastro', en: 'Record correction', es: 'Corrección de registro' },
  },
];

interface DesireSeed {
  id: number;
  reasonId: number;
  name: LocalizedText;
  trigger: DesireTrigger;
  size?: boolean;
  colour?: boolean;
  refund?: boolean;
  storeCredit?: boolean;
  auxiliaryMessage?: LocalizedText;
  bonusCode?: number;
  active?: boolean;
}

const REFUND_NAME: LocalizedText = {
  pt: 'Devolução do valor pago',
  en: 'Refund of the amount paid',
  es: 'Devolución del importe pagado',
};

const DESIRE_SEEDS: readonly DesireSeed[] = [
  // 16 Tamanho não serviu
  {
    id: 1,
    reasonId: REASON.SIZE_DID_NOT_FIT,
    name: {
      pt: 'Mesmo produto em outro tamanho',
      en: 'Same product in another size',
      es: 'Mismo producto en otra talla',
    },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    size: true,
  },
  { id: 3, reasonId: REASON.SIZE_DID_NOT_FIT, name: REFUND_NAME, trigger: DESIRE_TRIGGER.REFUND, refund: true },
  {
    id: VOUCHER_OFFER_DESIRE,
    reasonId: REASON.SIZE_DID_NOT_FIT,
    name: {
      pt: 'Vale-compras com bônus em vez do estorno',
      en: 'Shopping voucher with a bonus instead of the refund',
      es: 'Vale de compra con bono en lugar del reembolso',
    },
    trigger: DESIRE_TRIGGER.VOUCHER,
    refund: true,
    storeCredit: true,
    bonusCode: VOUCHER_BONUS.code,
    auxiliaryMessage: {
      pt: `Aceitando o vale-compras você recebe o valor do produto mais ${VOUCHER_BONUS.percent}% de bônus para usar na loja online.`,
      en: `If you accept the shopping voucher you get the product's value plus a ${VOUCHER_BONUS.percent}% bonus to spend in the online store.`,
      es: `Si aceptas el vale de compra recibes el valor del producto más un ${VOUCHER_BONUS.percent}% de bono para usar en la tienda online.`,
    },
  },
  {
    id: 14,
    reasonId: REASON.SIZE_DID_NOT_FIT,
    name: { pt: 'Crédito em vale-compras', en: 'Shopping voucher credit', es: 'Crédito en vale de compra' },
    trigger: DESIRE_TRIGGER.VOUCHER,
    storeCredit: true,
  },
  {
    id: INACTIVE_DESIRE,
    reasonId: REASON.SIZE_DID_NOT_FIT,
    name: { pt: 'Troca por outro modelo', en: 'Exchange for another model', es: 'Cambio por otro modelo' },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    size: true,
    active: false,
  },
  // 17 Troca de cor
  {
    id: 2,
    reasonId: REASON.COLOUR_EXCHANGE,
    name: {
      pt: 'Mesmo produto em outra cor',
      en: 'Same product in another colour',
      es: 'Mismo producto en otro color',
    },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    colour: true,
  },
  {
    id: 4,
    reasonId: REASON.COLOUR_EXCHANGE,
    name: { pt: 'Outra cor e outro tamanho', en: 'Another colour and size', es: 'Otro color y otra talla' },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    size: true,
    colour: true,
  },
  { id: 7, reasonId: REASON.COLOUR_EXCHANGE, name: REFUND_NAME, trigger: DESIRE_TRIGGER.REFUND, refund: true },
  // 19 Peça recebida não é a comprada
  {
    id: 6,
    reasonId: REASON.WRONG_PIECE_RECEIVED,
    name: {
      pt: 'Receber o produto que comprei',
      en: 'Receive the product I bought',
      es: 'Recibir el producto que compré',
    },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    size: true,
    colour: true,
    auxiliaryMessage: {
      pt: 'Escolha o tamanho e a cor do seu pedido original: enviamos a peça certa assim que recebermos a que chegou trocada.',
      en: 'Choose the size and colour of your original order: we send the right item as soon as we receive the wrong one.',
      es: 'Elige la talla y el color de tu pedido original: enviamos la prenda correcta en cuanto recibamos la equivocada.',
    },
  },
  {
    id: 8,
    reasonId: REASON.WRONG_PIECE_RECEIVED,
    name: { pt: 'Trocar por outro tamanho', en: 'Exchange for another size', es: 'Cambiar por otra talla' },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    size: true,
  },
  { id: 10, reasonId: REASON.WRONG_PIECE_RECEIVED, name: REFUND_NAME, trigger: DESIRE_TRIGGER.REFUND, refund: true },
  // 20 Produto chegou com defeito
  {
    id: 9,
    reasonId: REASON.ARRIVED_DEFECTIVE,
    name: {
      pt: 'Nova peça do mesmo produto',
      en: 'A new piece of the same product',
      es: 'Una pieza nueva del mismo producto',
    },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    size: true,
    auxiliaryMessage: {
      pt: 'Depois da análise do defeito enviamos uma peça nova. Escolha o tamanho, que pode ser o mesmo.',
      en: 'Once the defect has been checked we send a new piece. Choose the size, which may be the same one.',
      es: 'Después de analizar el defecto enviamos una pieza nueva. Elige la talla, que puede ser la misma.',
    },
  },
  {
    id: 11,
    reasonId: REASON.ARRIVED_DEFECTIVE,
    name: {
      pt: 'Mesmo produto em outra cor',
      en: 'Same product in another colour',
      es: 'Mismo producto en otro color',
    },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    colour: true,
  },
  {
    id: 12,
    reasonId: REASON.ARRIVED_DEFECTIVE,
    name: { pt: 'Outro tamanho e outra cor', en: 'Another size and colour', es: 'Otra talla y otro color' },
    trigger: DESIRE_TRIGGER.EXCHANGE,
    size: true,
    colour: true,
  },
  {
    id: 13,
    reasonId: REASON.ARRIVED_DEFECTIVE,
    name: REFUND_NAME,
    trigger: DESIRE_TRIGGER.REFUND,
    refund: true,
    auxiliaryMessage: {
      pt: 'O valor é devolvido depois que a nossa equipe de qualidade analisar o defeito.',
      en: 'The amount is refunded once our quality team has checked the defect.',
      es: 'El importe se devuelve después de que nuestro equipo de calidad analice el defecto.',
    },
  },
  {
    id: 15,
    reasonId: REASON.ARRIVED_DEFECTIVE,
    name: {
      pt: 'Abatimento proporcional do preço',
      en: 'Proportional price reduction',
      es: 'Rebaja proporcional del precio',
    },
    trigger: DESIRE_TRIGGER.REFUND,
    refund: true,
  },
  // Operator-only and inactive reasons
  {
    id: 91,
    reasonId: OPERATOR_ONLY_REASON,
    name: { pt: 'Ajuste manual', en: 'Manual adjustment', es: 'Ajuste manual' },
    trigger: DESIRE_TRIGGER.REFUND,
    refund: true,
  },
  {
    id: 92,
    reasonId: INACTIVE_REASON,
    name: {
      pt: 'Devolução por arrependimento',
      en: 'Return after changing my mind',
      es: 'Devolución por arrepentimiento',
    },
    trigger: DESIRE_TRIGGER.REFUND,
    refund: true,
  },
];

export async function seedCatalogue(db: Database): Promise<void> {
  await db
    .insert(reasons)
    .values(
      REASON_SEEDS.map((reason) => ({
        id: reason.id,
        name: reason.name,
        contactType: CONTACT_TYPE.ECOMM,
        requiresImages: reason.requiresImages,
        slaRestricted: reason.slaDays !== null,
        slaDays: reason.slaDays ?? 0,
        firstExchangeAllowed: true,
        secondExchangeAllowed: reason.secondExchangeAllowed,
        refundAllowed: true,
        outOfDeadlineMessage: reasonDeadlineMessage(reason),
        marketplaceMessage: MARKETPLACE_MESSAGE,
        active: reason.active ?? true,
        operatorOnly: reason.operatorOnly ?? false,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(subReasons)
    .values(SUB_REASONS.map((subReason) => ({ ...subReason, contactType: CONTACT_TYPE.ECOMM })))
    .onConflictDoNothing();
  await db
    .insert(bonuses)
    .values([
      { code: VOUCHER_BONUS.code, percent: VOUCHER_BONUS.percent, active: true },
      { code: RETIRED_BONUS.code, percent: RETIRED_BONUS.percent, active: false },
    ])
    .onConflictDoNothing();
  await db
    .insert(desires)
    .values(
      DESIRE_SEEDS.map((desire) => ({
        id: desire.id,
        name: desire.name,
        active: desire.active ?? true,
        reasonId: desire.reasonId,
        sizeChange: desire.size ?? false,
        colourChange: desire.colour ?? false,
        refund: desire.refund ?? false,
        storeCredit: desire.storeCredit ?? false,
        trigger: desire.trigger,
        auxiliaryMessage: desire.auxiliaryMessage ?? null,
        bonusCode: desire.bonusCode ?? null,
      })),
    )
    .onConflictDoNothing();
}
