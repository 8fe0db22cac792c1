/** Texts of the webhooks module's answers and of the e-mail that tells admins a subscription was paused. */
import type { LocalizedText } from '../../db/schema';

export const webhookMessages = {
  notFound: {
    pt: 'Assinatura de webhook não encontrada.',
    en: 'Webhook subscription not found.',
    es: 'Suscripción de webhook no encontrada.',
  },
  deliveryNotFound: {
    pt: 'Entrega não encontrada.',
    en: 'Delivery not found.',
    es: 'Entrega no encontrada.',
  },
  urlInvalid: {
    pt: 'Informe um endereço (URL) válido.',
    en: 'Enter a valid URL.',
    es: 'Introduce una URL válida.',
  },
  httpsRequired: {
    pt: 'Em produção o endereço precisa usar HTTPS.',
    en: 'In production the URL must use HTTPS.',
    es: 'En producción la URL debe usar HTTPS.',
  },
  addressRefused: {
    pt: 'Este endereço aponta para uma rede interna (privada, loopback ou link-local) e não é aceito.',
    en: 'This URL points to an internal network (private, loopback or link-local) and is not accepted.',
    es: 'Esta URL apunta a una red interna (privada, loopback o link-local) y no se acepta.',
  },
  hostUnresolved: {
    pt: 'Não foi possível encontrar o servidor deste endereço.',
    en: 'The server of this URL could not be found.',
    es: 'No se pudo encontrar el servidor de esta URL.',
  },
  cursorInvalid: {
    pt: 'Cursor inválido: use o valor de "next" da resposta anterior.',
    en: 'Invalid cursor: use the "next" value of the previous answer.',
    es: 'Cursor no válido: usa el valor de "next" de la respuesta anterior.',
  },
  typesInvalid: {
    pt: 'Tipo de evento desconhecido em "types".',
    en: 'Unknown event type in "types".',
    es: 'Tipo de evento desconocido en "types".',
  },
  pausedSubject: {
    pt: 'Webhook pausado após 24 h de falhas',
    en: 'Webhook paused after 24 h of failures',
    es: 'Webhook pausado tras 24 h de fallos',
  },
  pausedText: {
    pt: 'As entregas para {url} falharam por 24 horas e a assinatura {id} foi pausada. Corrija o receptor e retome a assinatura no back office (Webhooks); os eventos continuam disponíveis no feed de eventos por 30 dias.',
    en: 'Deliveries to {url} failed for 24 hours and subscription {id} was paused. Fix the receiver and resume the subscription in the back office (Webhooks); the events stay available in the event feed for 30 days.',
    es: 'Las entregas a {url} fallaron durante 24 horas y la suscripción {id} se pausó. Corrige el receptor y reanuda la suscripción en el back office (Webhooks); los eventos siguen disponibles en el feed de eventos durante 30 días.',
  },
} satisfies Record<string, LocalizedText>;
