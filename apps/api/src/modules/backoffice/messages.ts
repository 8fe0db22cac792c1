import type { LocalizedText } from '../../db/schema';

/** Errors and texts of the back-office calls, in the request language (ARCHITECTURE §6). */
export const backofficeMessages = {
  sessionMissing: {
    pt: 'Sessão de operador ausente ou expirada. Entre novamente.',
    en: 'Operator session missing or expired. Please sign in again.',
    es: 'Sesión de operador ausente o vencida. Inicia sesión de nuevo.',
  },
  preauthMissing: {
    pt: 'A verificação do código expirou. Peça um novo código.',
    en: 'The code check has expired. Ask for a new code.',
    es: 'La verificación del código venció. Pide un nuevo código.',
  },
  totpWrong: {
    pt: 'Código do autenticador incorreto.',
    en: 'Wrong authenticator code.',
    es: 'Código del autenticador incorrecto.',
  },
  totpTooManyTries: {
    pt: 'Muitas tentativas com o autenticador. Tente novamente em {minutes} minutos.',
    en: 'Too many authenticator tries. Try again in {minutes} minutes.',
    es: 'Demasiados intentos con el autenticador. Inténtalo de nuevo en {minutes} minutos.',
  },
  adminOnly: {
    pt: 'Apenas administradores podem usar esta função.',
    en: 'Only administrators can use this function.',
    es: 'Solo los administradores pueden usar esta función.',
  },
  transitionNotAllowed: {
    pt: 'Esta mudança de situação não é permitida a partir da situação atual.',
    en: 'This status change is not allowed from the current status.',
    es: 'Este cambio de situación no está permitido desde la situación actual.',
  },
  statusChanged: {
    pt: 'A situação do protocolo mudou enquanto você o via. Atualize a página.',
    en: 'The protocol status changed while you were viewing it. Reload the page.',
    es: 'La situación del protocolo cambió mientras lo veías. Actualiza la página.',
  },
  denialReasonRequired: {
    pt: 'Informe o motivo da recusa.',
    en: 'Give the reason for the denial.',
    es: 'Indica el motivo del rechazo.',
  },
  commentNoteRequired: {
    pt: 'Escreva o comentário.',
    en: 'Write the comment.',
    es: 'Escribe el comentario.',
  },
  operatorExists: {
    pt: 'Já existe um operador com este e-mail.',
    en: 'An operator with this e-mail already exists.',
    es: 'Ya existe un operador con este correo electrónico.',
  },
  operatorNotFound: {
    pt: 'Operador não encontrado entre os das suas marcas.',
    en: 'Operator not found among those of your brands.',
    es: 'Operador no encontrado entre los de tus marcas.',
  },
  operatorSelf: {
    pt: 'Você não pode desativar o seu próprio acesso nem deixar de ser administrador.',
    en: 'You cannot deactivate your own access or stop being an administrator.',
    es: 'No puedes desactivar tu propio acceso ni dejar de ser administrador.',
  },
  lastAdmin: {
    pt: 'Este é o último administrador ativo: ative ou nomeie outro antes.',
    en: 'This is the last active administrator: activate or appoint another first.',
    es: 'Este es el último administrador activo: activa o nombra otro antes.',
  },
  transitionKeyReused: {
    pt: 'Este identificador de transição já foi usado com outros dados.',
    en: 'This transition id was already used with other data.',
    es: 'Este identificador de transición ya se usó con otros datos.',
  },
  /** The history note of the scheduler's expiry (pt/en/es, the shopper reads it in their language). */
  expiredNote: {
    pt: 'Protocolo expirado: o produto não chegou em {days} dias.',
    en: 'Protocol expired: the product did not arrive within {days} days.',
    es: 'Protocolo vencido: el producto no llegó en {days} días.',
  },
  codeEmailSubject: {
    pt: 'Back office: seu código de acesso',
    en: 'Back office: your access code',
    es: 'Back office: tu código de acceso',
  },
  codeEmailText: {
    pt: 'Seu código de acesso ao back office é {code}. Ele vale por {minutes} minutos e uma única vez.',
    en: 'Your back-office access code is {code}. It is valid for {minutes} minutes, once.',
    es: 'Tu código de acceso al back office es {code}. Es válido por {minutes} minutos, una sola vez.',
  },
} satisfies Record<string, LocalizedText>;
