import type { LocalizedText } from './localized-text';

/** Messages of the API core; each module keeps its own messages beside its service. */
export const coreMessages = {
  apiKeyInvalid: {
    pt: 'Chave de API ausente ou inválida.',
    en: 'Missing or invalid API key.',
    es: 'Clave de API ausente o no válida.',
  },
  invalidRequest: {
    pt: 'Requisição inválida: {detail}',
    en: 'Invalid request: {detail}',
    es: 'Solicitud no válida: {detail}',
  },
  notFound: {
    pt: 'Recurso não encontrado.',
    en: 'Resource not found.',
    es: 'Recurso no encontrado.',
  },
  brandUnknown: {
    pt: 'Erro ao definir a marca atual...',
    en: 'Could not determine the current brand...',
    es: 'Error al definir la marca actual...',
  },
  sessionMissing: {
    pt: 'Houve um erro ao carregar sua sessão faça login novamente.',
    en: 'There was an error loading your session, please log in again.',
    es: 'Hubo un error al cargar tu sesión, inicia sesión nuevamente.',
  },
  originMismatch: {
    pt: 'Origem da requisição não permitida.',
    en: 'Request origin not allowed.',
    es: 'Origen de la solicitud no permitido.',
  },
  unsupportedMediaType: {
    pt: 'Formato de envio não suportado.',
    en: 'Unsupported content type.',
    es: 'Formato de envío no compatible.',
  },
  payloadTooLarge: {
    pt: 'O conteúdo enviado é grande demais.',
    en: 'The content sent is too large.',
    es: 'El contenido enviado es demasiado grande.',
  },
  tooManyRequests: {
    pt: 'Muitas tentativas. Tente novamente em {seconds} {seconds|segundo|segundos}.',
    en: 'Too many attempts. Try again in {seconds} {seconds|second|seconds}.',
    es: 'Demasiados intentos. Inténtalo de nuevo en {seconds} {seconds|segundo|segundos}.',
  },
  internal: {
    pt: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
    en: 'An unexpected error occurred. Please try again shortly.',
    es: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos instantes.',
  },
  unavailable: {
    pt: 'Serviço indisponível no momento. Tente novamente em instantes.',
    en: 'The service is unavailable right now. Please try again in a moment.',
    es: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos instantes.',
  },
} satisfies Record<string, LocalizedText>;
