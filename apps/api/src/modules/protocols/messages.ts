import type { LocalizedText } from '../../db/schema';

/**
 * Texts of protocol generation. The success text in Portuguese is also the answer's `message` in every language
 * (clients of the existing contract parse 'gerado com sucesso' and the id in parentheses out of it, spec §7); each
 * language's own text is `localized_message` (ADR 0031).
 */
export const protocolMessages = {
  generated: {
    pt: 'Protocolo gerado com sucesso ({id})',
    en: 'Protocol created successfully ({id})',
    es: 'Protocolo creado con éxito ({id})',
  },
  invalidPayload: {
    pt: 'Dados do protocolo inválidos: {detail}',
    en: 'Invalid protocol data: {detail}',
    es: 'Datos del protocolo no válidos: {detail}',
  },
  originNotSupported: {
    pt: 'Origem do protocolo não suportada por esta chamada.',
    en: 'Protocol origin not supported by this call.',
    es: 'Origen del protocolo no admitido por esta llamada.',
  },
  brandMismatch: {
    pt: 'A marca informada não é a marca deste site.',
    en: 'The brand sent is not this site’s brand.',
    es: 'La marca informada no es la marca de este sitio.',
  },
  /** Spec §4: a reason that requires photos sends its item alone (R36). */
  photosItemNotAlone: {
    pt: 'O item {product} pede fotos e deve ser enviado sozinho: envie os outros itens em outra solicitação.',
    en: 'The item {product} needs photos and must be sent on its own: send the other items in another request.',
    es: 'El artículo {product} requiere fotos y debe enviarse solo: envía los demás artículos en otra solicitud.',
  },
  itemDuplicated: {
    pt: 'O item {product} foi enviado mais de uma vez.',
    en: 'The item {product} was sent more than once.',
    es: 'El artículo {product} se envió más de una vez.',
  },
  orderLineNotFound: {
    pt: 'O item {product} não foi encontrado entre os seus pedidos.',
    en: 'The item {product} was not found among your orders.',
    es: 'El artículo {product} no se encontró entre tus pedidos.',
  },
  lineInOpenProtocol: {
    pt: 'O item {product} já está em um protocolo em aberto.',
    en: 'The item {product} is already in an open protocol.',
    es: 'El artículo {product} ya está en un protocolo abierto.',
  },
  /** The line was already given back by a finished protocol (ADR 0030): by trigger, what was done. */
  lineAlreadyRefunded: {
    pt: 'O item {product} já foi reembolsado no protocolo {protocol} e não pode ser solicitado de novo.',
    en: 'The item {product} was already refunded in protocol {protocol} and cannot be requested again.',
    es: 'El artículo {product} ya fue reembolsado en el protocolo {protocol} y no se puede solicitar de nuevo.',
  },
  lineAlreadyCredited: {
    pt: 'O item {product} já virou crédito na carteira no protocolo {protocol} e não pode ser solicitado de novo.',
    en: 'The item {product} was already credited to the wallet in protocol {protocol} and cannot be requested again.',
    es: 'El artículo {product} ya se acreditó en la billetera en el protocolo {protocol} y no se puede solicitar de nuevo.',
  },
  lineAlreadyExchanged: {
    pt: 'O item {product} já foi trocado no protocolo {protocol} e não pode ser solicitado de novo.',
    en: 'The item {product} was already exchanged in protocol {protocol} and cannot be requested again.',
    es: 'El artículo {product} ya se cambió en el protocolo {protocol} y no se puede solicitar de nuevo.',
  },
  quantityInvalid: {
    pt: 'Quantidade inválida para o item {product}.',
    en: 'Invalid quantity for the item {product}.',
    es: 'Cantidad no válida para el artículo {product}.',
  },
  reasonNotAvailable: {
    pt: 'O motivo escolhido para o item {product} não está disponível.',
    en: 'The reason chosen for the item {product} is not available.',
    es: 'El motivo elegido para el artículo {product} no está disponible.',
  },
  subReasonNotAvailable: {
    pt: 'O submotivo escolhido para o item {product} não pertence ao motivo.',
    en: 'The sub-reason chosen for the item {product} does not belong to the reason.',
    es: 'El submotivo elegido para el artículo {product} no pertenece al motivo.',
  },
  desireNotAvailable: {
    pt: 'O desejo escolhido para o item {product} não está disponível para este motivo.',
    en: 'The resolution chosen for the item {product} is not available for this reason.',
    es: 'La solución elegida para el artículo {product} no está disponible para este motivo.',
  },
  marketplace: {
    pt: 'O item {product} é de um pedido de marketplace: a solicitação deve ser feita ao vendedor.',
    en: 'The item {product} comes from a marketplace order: the request must go to the seller.',
    es: 'El artículo {product} es de un pedido de marketplace: la solicitud debe hacerse al vendedor.',
  },
  outOfDeadline: {
    pt: 'O prazo para solicitar troca ou devolução do item {product} terminou.',
    en: 'The deadline to request an exchange or return of the item {product} has passed.',
    es: 'El plazo para solicitar el cambio o la devolución del artículo {product} terminó.',
  },
  secondExchangeNotAllowed: {
    pt: 'O item {product} já é resultado de uma troca: uma segunda troca não é permitida para este motivo.',
    en: 'The item {product} already comes from an exchange: a second exchange is not allowed for this reason.',
    es: 'El artículo {product} ya es resultado de un cambio: no se permite un segundo cambio para este motivo.',
  },
  exchangeNotAllowed: {
    pt: 'Troca não permitida para o item {product} com este motivo.',
    en: 'Exchange not allowed for the item {product} with this reason.',
    es: 'Cambio no permitido para el artículo {product} con este motivo.',
  },
  refundNotAllowed: {
    pt: 'Devolução não permitida para o item {product} com este motivo.',
    en: 'Refund not allowed for the item {product} with this reason.',
    es: 'Devolución no permitida para el artículo {product} con este motivo.',
  },
  sameVariantExchange: {
    pt: 'O item {product} já é do tamanho {size} na cor {colour}: escolha outro tamanho ou outra cor para a troca.',
    en: 'The item {product} is already size {size} in {colour}: choose another size or colour for the exchange.',
    es: 'El artículo {product} ya es de la talla {size} en color {colour}: elige otra talla u otro color para el cambio.',
  },
  outOfStock: {
    pt: 'Sem estoque do tamanho {size} ({colour}) para a troca do item {product}.',
    en: 'No stock of size {size} ({colour}) for the exchange of the item {product}.',
    es: 'Sin stock de la talla {size} ({colour}) para el cambio del artículo {product}.',
  },
  voucherNotOffered: {
    pt: 'O vale-compras não é oferecido para o desejo escolhido no item {product}.',
    en: 'The shopping voucher is not offered for the resolution chosen for the item {product}.',
    es: 'El vale de compra no se ofrece para la solución elegida en el artículo {product}.',
  },
  voucherValueMismatch: {
    pt: 'O valor do bônus do item {product} não confere: o esperado é {expected}.',
    en: 'The bonus value of the item {product} does not match: {expected} was expected.',
    es: 'El valor del bono del artículo {product} no coincide: se esperaba {expected}.',
  },
  bankUnknown: {
    pt: 'Banco não encontrado na lista de bancos.',
    en: 'Bank not found in the bank list.',
    es: 'Banco no encontrado en la lista de bancos.',
  },
  fieldProblem: {
    pt: '{message} (campo {field})',
    en: '{message} (field {field})',
    es: '{message} (campo {field})',
  },
  // Contact corrections (PATCH protocols/updateProtocolData/b2c)
  fieldNotEditable: {
    pt: 'Não é possível alterar {fields} de um protocolo: apenas o telefone de contato e o endereço de coleta.',
    en: '{fields} cannot be changed on a protocol: only the contact phone and the pick-up address can.',
    es: 'No es posible cambiar {fields} de un protocolo: solo el teléfono de contacto y la dirección de recogida.',
  },
  contactClosed: {
    pt: 'Este protocolo está encerrado: os dados de contato não podem mais ser alterados.',
    en: 'This protocol is closed: its contact data can no longer be changed.',
    es: 'Este protocolo está cerrado: los datos de contacto ya no se pueden cambiar.',
  },
  contactAdvanced: {
    pt: 'O produto deste protocolo já está em análise: os dados de contato não podem mais ser alterados.',
    en: 'The product of this protocol is already being analysed: its contact data can no longer be changed.',
    es: 'El producto de este protocolo ya está en análisis: los datos de contacto ya no se pueden cambiar.',
  },
  contactUpdated: {
    pt: 'Dados de contato atualizados.',
    en: 'Contact data updated.',
    es: 'Datos de contacto actualizados.',
  },
  contactUnchanged: {
    pt: 'Nenhum dado de contato foi alterado.',
    en: 'No contact data was changed.',
    es: 'No se cambió ningún dato de contacto.',
  },
  /** The Comments entry a correction writes; `{fields}` lists what changed, in the same language. */
  /** PHS_OBS of a protocol's first history entry, stored in the three languages (note_texts). */
  openedNote: {
    pt: 'Protocolo aberto pelo portal do cliente.',
    en: 'Protocol opened through the customer portal.',
    es: 'Protocolo abierto por el portal del cliente.',
  },
  contactChangedNote: {
    pt: 'Dados de contato alterados pelo cliente: {fields}.',
    en: 'Contact data changed by the customer: {fields}.',
    es: 'Datos de contacto cambiados por el cliente: {fields}.',
  },
  contactFieldPhone: { pt: 'telefone', en: 'phone', es: 'teléfono' },
  contactFieldCep: { pt: 'CEP', en: 'zip code (CEP)', es: 'código postal (CEP)' },
  contactFieldStreet: { pt: 'endereço', en: 'street', es: 'dirección' },
  contactFieldNumber: { pt: 'número', en: 'number', es: 'número' },
  contactFieldComplement: { pt: 'complemento', en: 'address line 2', es: 'complemento' },
  contactFieldDistrict: { pt: 'bairro', en: 'district', es: 'barrio' },
  contactFieldCity: { pt: 'cidade', en: 'city', es: 'ciudad' },
  contactFieldUf: { pt: 'UF', en: 'state (UF)', es: 'estado (UF)' },
} satisfies Record<string, LocalizedText>;
