/** The shipping module's texts (issue 48): history notes the shopper reads and errors the operator reads. */
import type { LocalizedText } from '../../db/schema';

export const shippingMessages = {
  issuedNote: {
    pt: 'Código de postagem dos Correios gerado: {code}. Poste até {postBy}.',
    en: 'Correios posting code issued: {code}. Post by {postBy}.',
    es: 'Código de envío de Correios generado: {code}. Envía antes del {postBy}.',
  },
  postedNote: {
    pt: 'Os Correios receberam o seu produto. Código de rastreamento: {code}.',
    en: 'Correios received your product. Tracking code: {code}.',
    es: 'Correios recibió tu producto. Código de seguimiento: {code}.',
  },
  deliveredNote: {
    pt: 'O produto chegou ao nosso centro de devoluções e será analisado.',
    en: 'The product reached our returns centre and will be analysed.',
    es: 'El producto llegó a nuestro centro de devoluciones y será analizado.',
  },
  expiredNote: {
    pt: 'O código de postagem venceu em {postBy} sem que o produto fosse postado.',
    en: 'The posting code expired on {postBy} without the product being posted.',
    es: 'El código de envío venció el {postBy} sin que se enviara el producto.',
  },
  noReturnsCentre: {
    pt: 'A marca não tem o endereço do centro de devoluções nas configurações de envio: o código não pode ser gerado.',
    en: "The brand's shipping settings have no returns centre address: the code cannot be issued.",
    es: 'La configuración de envío de la marca no tiene la dirección del centro de devoluciones: no se puede generar el código.',
  },
  notConnected: {
    pt: 'O envio pelos Correios não está conectado para esta marca.',
    en: 'Correios shipping is not connected for this brand.',
    es: 'El envío por Correios no está conectado para esta marca.',
  },
  noAuthorisation: {
    pt: 'Este protocolo não tem código de postagem ativo.',
    en: 'This protocol has no active posting code.',
    es: 'Este protocolo no tiene un código de envío activo.',
  },
  alreadyLive: {
    pt: 'Este protocolo já tem um código de postagem ativo.',
    en: 'This protocol already has an active posting code.',
    es: 'Este protocolo ya tiene un código de envío activo.',
  },
  notAllowed: {
    pt: 'Esta ação não é possível no estado atual do código de postagem.',
    en: 'This action is not possible in the posting code’s current state.',
    es: 'Esta acción no es posible en el estado actual del código de envío.',
  },
  reminderSubject: {
    pt: '{brand}: poste a sua devolução até {postBy}',
    en: '{brand}: post your return by {postBy}',
    es: '{brand}: envía tu devolución antes del {postBy}',
  },
  reminderText: {
    pt: 'O seu código de postagem {code} do protocolo {id} vence em {postBy}. Leve o produto embalado a uma agência dos Correios ou a um Correios Locker e informe este código; não é preciso imprimir etiqueta.',
    en: 'Your posting code {code} for protocol {id} expires on {postBy}. Take the packed product to a Correios agency or a Correios Locker and give this code; no label needs printing.',
    es: 'Tu código de envío {code} del protocolo {id} vence el {postBy}. Lleva el producto embalado a una agencia de Correios o a un Correios Locker e informa este código; no hace falta imprimir etiqueta.',
  },
  reminderLink: {
    pt: 'Ver o protocolo',
    en: 'See the protocol',
    es: 'Ver el protocolo',
  },
} satisfies Record<string, LocalizedText>;

export function fill(text: LocalizedText, params: Record<string, string | number>): LocalizedText {
  const one = (s: string) => s.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
  return { pt: one(text.pt), en: one(text.en), es: one(text.es) };
}

/** '2026-12-17' as the shopper reads it: 17/12/2026 (pt, es) or 17/12/2026 (en-GB style, the portal's). */
export const shownDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
