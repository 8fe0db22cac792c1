import type { LocalizedText } from '../../db/schema';

/** Texts of 'Meus dados' (issue 28), in the request language. es uses 'tú' (docs/glossary.md). */
export const privacyMessages = {
  accountErased: {
    pt: 'Os dados desta conta foram apagados a pedido do titular, e ela não pode mais entrar. Se você fez uma nova compra com este contato, aguarde o pedido aparecer e tente de novo.',
    en: "This account's data was erased at its holder's request, and it can no longer sign in. If you made a new purchase with this contact, wait for the order to appear and try again.",
    es: 'Los datos de esta cuenta se borraron a pedido de su titular, y ya no puede entrar. Si hiciste una nueva compra con este contacto, espera a que aparezca el pedido e inténtalo de nuevo.',
  },
  codeInvalid: {
    pt: 'O código não confere ou expirou. Peça um novo código.',
    en: 'The code does not match or has expired. Ask for a new code.',
    es: 'El código no coincide o venció. Pide un código nuevo.',
  },
  erasureBlockedOpen: {
    pt: 'Antes de apagar seus dados, aguarde a conclusão dos protocolos em aberto ({protocols}) ou peça o cancelamento ao atendimento.',
    en: 'Before your data can be erased, wait for your open protocols ({protocols}) to finish, or ask customer service to cancel them.',
    es: 'Antes de borrar tus datos, espera a que terminen tus protocolos abiertos ({protocols}) o pide su cancelación a atención al cliente.',
  },
  erasureBlockedBalance: {
    pt: 'Antes de apagar seus dados, use ou peça o reembolso do saldo da sua carteira (R$ {amount}) em Carteira.',
    en: 'Before your data can be erased, spend your wallet balance (R$ {amount}) or ask for its refund under Wallet.',
    es: 'Antes de borrar tus datos, usa tu saldo de la billetera (R$ {amount}) o pide su reembolso en Billetera.',
  },
  erasureBlockedRefund: {
    pt: 'Antes de apagar seus dados, aguarde o pagamento do reembolso já pedido (R$ {amount}): precisamos dos seus dados bancários ou da chave Pix para pagá-lo.',
    en: 'Before your data can be erased, wait for the refund you asked for (R$ {amount}) to be paid: we need your bank details or Pix key to pay it.',
    es: 'Antes de borrar tus datos, espera el pago del reembolso que pediste (R$ {amount}): necesitamos tus datos bancarios o tu clave Pix para pagarlo.',
  },
  erasureBlockedDebt: {
    pt: 'Antes de apagar seus dados, fale com o atendimento sobre o valor em aberto na sua carteira (R$ {amount}).',
    en: 'Before your data can be erased, talk to customer service about the amount owed in your wallet (R$ {amount}).',
    es: 'Antes de borrar tus datos, habla con atención al cliente sobre el importe pendiente de tu billetera (R$ {amount}).',
  },
  exportNotFound: {
    pt: 'Este link de download não existe, já foi usado ou expirou. Peça um novo arquivo em Meus dados.',
    en: 'This download link does not exist, was already used or has expired. Ask for a new file under My data.',
    es: 'Este enlace de descarga no existe, ya se usó o venció. Pide un nuevo archivo en Mis datos.',
  },
  contactInUse: {
    pt: 'Este contato já pertence a outro cadastro. Use outro e-mail ou telefone.',
    en: 'This contact already belongs to another account. Use another e-mail or phone.',
    es: 'Este contacto ya pertenece a otra cuenta. Usa otro correo o teléfono.',
  },
  noContactChange: {
    pt: 'Não há troca de contato pendente. Informe o novo contato de novo.',
    en: 'There is no pending contact change. Enter the new contact again.',
    es: 'No hay un cambio de contacto pendiente. Ingresa el nuevo contacto otra vez.',
  },
  exportStorageFull: {
    pt: 'Não foi possível preparar o arquivo agora: o espaço de armazenamento está esgotado. Seu código continua valendo; tente novamente mais tarde.',
    en: 'The file could not be prepared right now: storage space has run out. Your code is still valid; please try again later.',
    es: 'No se pudo preparar el archivo ahora: el espacio de almacenamiento está agotado. Tu código sigue siendo válido; inténtalo de nuevo más tarde.',
  },
  exportEmailSubject: {
    pt: '{brand}: seus dados estão prontos para download',
    en: '{brand}: your data is ready to download',
    es: '{brand}: tus datos están listos para descargar',
  },
  exportEmailText: {
    pt: 'O arquivo com os seus dados está pronto. Baixe-o em até {hours} horas, uma única vez, estando conectado ao portal: {link}',
    en: 'The file with your data is ready. Download it within {hours} hours, once, while signed in to the portal: {link}',
    es: 'El archivo con tus datos está listo. Descárgalo dentro de {hours} horas, una sola vez, con la sesión iniciada en el portal: {link}',
  },
} satisfies Record<string, LocalizedText>;
