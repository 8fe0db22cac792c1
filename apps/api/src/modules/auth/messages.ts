import type { LocalizedText } from '../../db/schema';

/** Errors of the authentication calls, in the request language (ARCHITECTURE §6). */
export const authMessages = {
  invalidModule: {
    pt: 'Módulo não disponível para este portal.',
    en: 'Module not available in this portal.',
    es: 'Módulo no disponible en este portal.',
  },
  resendTooSoon: {
    pt: 'Aguarde {seconds} segundos para pedir um novo código.',
    en: 'Please wait {seconds} seconds before asking for a new code.',
    es: 'Espere {seconds} segundos para pedir un nuevo código.',
  },
  identityHourlyLimit: {
    pt: 'Você pediu muitos códigos na última hora. Tente novamente em {minutes} minutos.',
    en: 'You asked for too many codes in the last hour. Try again in {minutes} minutes.',
    es: 'Pidió demasiados códigos en la última hora. Inténtelo de nuevo en {minutes} minutos.',
  },
  ipHourlyLimit: {
    pt: 'Muitos pedidos de código a partir desta rede. Tente novamente em {minutes} minutos.',
    en: 'Too many code requests from this network. Try again in {minutes} minutes.',
    es: 'Demasiadas solicitudes de código desde esta red. Inténtelo de nuevo en {minutes} minutos.',
  },
  deliveryFailed: {
    pt: 'Não foi possível enviar o código agora. Tente novamente em instantes.',
    en: 'The code could not be sent right now. Please try again shortly.',
    es: 'No fue posible enviar el código ahora. Inténtelo de nuevo en unos instantes.',
  },
  codeNotFound: {
    pt: 'Nenhum código foi pedido para este e-mail ou telefone. Peça um novo código.',
    en: 'No code was requested for this e-mail or phone. Ask for a new code.',
    es: 'No se pidió ningún código para este correo o teléfono. Pida un nuevo código.',
  },
  codeWrong: {
    pt: 'Código incorreto. Tentativas restantes: {remaining}.',
    en: 'Wrong code. Tries left: {remaining}.',
    es: 'Código incorrecto. Intentos restantes: {remaining}.',
  },
  codeLocked: {
    pt: 'Este código foi bloqueado após {max} tentativas erradas. Peça um novo código.',
    en: 'This code was blocked after {max} wrong tries. Ask for a new code.',
    es: 'Este código fue bloqueado tras {max} intentos erróneos. Pida un nuevo código.',
  },
  codeExpired: {
    pt: 'Este código expirou (validade de {minutes} minutos). Peça um novo código.',
    en: 'This code has expired (valid for {minutes} minutes). Ask for a new code.',
    es: 'Este código expiró (validez de {minutes} minutos). Pida un nuevo código.',
  },
  codeUsed: {
    pt: 'Este código já foi usado. Peça um novo código.',
    en: 'This code has already been used. Ask for a new code.',
    es: 'Este código ya fue usado. Pida un nuevo código.',
  },
} satisfies Record<string, LocalizedText>;
