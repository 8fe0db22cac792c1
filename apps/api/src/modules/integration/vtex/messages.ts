import type { LocalizedText } from '../../../db/schema';

/** Errors of the console's VTEX calls, in the request language (ARCHITECTURE §6). */
export const vtexMessages = {
  brandNotYours: {
    pt: 'Marca não encontrada.',
    en: 'Brand not found.',
    es: 'Marca no encontrada.',
  },
  notListed: {
    pt: 'Este pedido não está na lista de pedidos não mapeados.',
    en: 'This order is not in the list of unmapped orders.',
    es: 'Este pedido no está en la lista de pedidos no mapeados.',
  },
  connectorOff: {
    pt: 'A integração VTEX não está ligada para esta marca.',
    en: 'The VTEX connector is not switched on for this brand.',
    es: 'La integración VTEX no está activada para esta marca.',
  },
  vtexUnavailable: {
    pt: 'A VTEX não respondeu agora. Tente novamente em alguns minutos.',
    en: 'VTEX did not answer just now. Try again in a few minutes.',
    es: 'VTEX no respondió ahora. Inténtalo de nuevo en unos minutos.',
  },
} satisfies Record<string, LocalizedText>;
