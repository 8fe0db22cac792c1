import type { LocalizedText } from '../../db/schema';

/** Errors of the authentication calls, in the request language (ARCHITECTURE §6). */
export const authMessages = {
  invalidModule: {
    pt: 'Módulo não disponível para este portal.',
    en: 'Module not available in this portal.',
    es: 'Módulo no disponible en este portal.',
  },
  resendTooSoon: {
    pt: 'Aguarde {seconds} {seconds|segundo|segundos} para pedir um novo código.',
    en: 'Please wait {seconds} {seconds|second|seconds} before asking for a new code.',
    es: 'Espera {seconds} {seconds|segundo|segundos} para pedir un nuevo código.',
  },
  identityHourlyLimit: {
    pt: 'Você pediu muitos códigos na última hora. Tente novamente em {minutes} {minutes|minuto|minutos}.',
    en: 'You asked for too many codes in the last hour. Try again in {minutes} {minutes|minute|minutes}.',
    es: 'Pediste demasiados códigos en la última hora. Inténtalo de nuevo en {minutes} {minutes|minuto|minutos}.',
  },
  ipHourlyLimit: {
    pt: 'Muitos pedidos de código a partir desta rede. Tente novamente em {minutes} {minutes|minuto|minutos}.',
    en: 'Too many code requests from this network. Try again in {minutes} {minutes|minute|minutes}.',
    es: 'Demasiadas solicitudes de código desde esta red. Inténtalo de nuevo en {minutes} {minutes|minuto|minutos}.',
  },
  deliveryFailed: {
    pt: 'Não foi possível enviar o código agora. Tente novamente em instantes.',
    en: 'The code could not be sent right now. Please try again shortly.',
    es: 'No pudimos enviar el código ahora. Inténtalo de nuevo en unos instantes.',
  },
  codeNotFound: {
    pt: 'Nenhum código foi pedido para este e-mail ou telefone. Peça um novo código.',
    en: 'No code was requested for this e-mail or phone. Ask for a new code.',
    es: 'No se pidió ningún código para este correo electrónico o teléfono. Pide un nuevo código.',
  },
  codeWrong: {
    pt: 'Código incorreto. Tentativas restantes: {remaining}.',
    en: 'Wrong code. Tries left: {remaining}.',
    es: 'Código incorrecto. Intentos restantes: {remaining}.',
  },
  codeLocked: {
    pt: 'Este código foi bloqueado após {max} tentativas erradas. Peça um novo código.',
    en: 'This code was blocked after {max} wrong tries. Ask for a new code.',
    es: 'Este código se bloqueó tras {max} intentos incorrectos. Pide un nuevo código.',
  },
  codeExpired: {
    pt: 'Este código expirou (validade de {minutes} minutos). Peça um novo código.',
    en: 'This code has expired (valid for {minutes} minutes). Ask for a new code.',
    es: 'Este código expiró (era válido por {minutes} minutos). Pide un nuevo código.',
  },
  codeUsed: {
    pt: 'Este código já foi usado. Peça um novo código.',
    en: 'This code has already been used. Ask for a new code.',
    es: 'Este código ya se usó. Pide un nuevo código.',
  },
} satisfies Record<string, LocalizedText>;
