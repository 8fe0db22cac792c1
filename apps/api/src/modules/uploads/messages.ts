import type { LocalizedText } from '../../db/schema';

/**
 * Upload texts. The success text keeps the Portuguese 'efetuado com sucesso' in every language: clients of the
 * existing contract look for that substring (spec §7).
 */
export const uploadMessages = {
  uploaded: {
    pt: 'Upload efetuado com sucesso',
    en: 'File uploaded successfully (upload efetuado com sucesso)',
    es: 'Archivo enviado con éxito (upload efetuado com sucesso)',
  },
  notMultipart: {
    pt: 'Envie o arquivo como multipart/form-data no campo uploadFile.',
    en: 'Send the file as multipart/form-data in the uploadFile field.',
    es: 'Envíe el archivo como multipart/form-data en el campo uploadFile.',
  },
  fileMissing: {
    pt: 'Nenhum arquivo recebido no campo uploadFile.',
    en: 'No file received in the uploadFile field.',
    es: 'No se recibió ningún archivo en el campo uploadFile.',
  },
  fieldsInvalid: {
    pt: 'Campos do envio inválidos: {detail}',
    en: 'Invalid upload fields: {detail}',
    es: 'Campos del envío no válidos: {detail}',
  },
  fileTooLarge: {
    pt: 'O arquivo passa do limite de {megabytes} MB.',
    en: 'The file is over the {megabytes} MB limit.',
    es: 'El archivo supera el límite de {megabytes} MB.',
  },
  photoTypeNotAllowed: {
    pt: 'Formato de foto não aceito. Envie JPEG, PNG, WebP ou HEIC.',
    en: 'Photo format not accepted. Send JPEG, PNG, WebP or HEIC.',
    es: 'Formato de foto no aceptado. Envíe JPEG, PNG, WebP o HEIC.',
  },
  invoiceTypeNotAllowed: {
    pt: 'Formato de nota fiscal não aceito. Envie PDF, XML ou uma imagem (JPEG, PNG, WebP ou HEIC).',
    en: 'Invoice format not accepted. Send PDF, XML or an image (JPEG, PNG, WebP or HEIC).',
    es: 'Formato de factura no aceptado. Envíe PDF, XML o una imagen (JPEG, PNG, WebP o HEIC).',
  },
  protocolNotFound: {
    pt: 'Protocolo não encontrado.',
    en: 'Protocol not found.',
    es: 'Protocolo no encontrado.',
  },
  itemNotFound: {
    pt: 'Item {item} não encontrado no protocolo.',
    en: 'Item {item} not found in the protocol.',
    es: 'Ítem {item} no encontrado en el protocolo.',
  },
  protocolClosed: {
    pt: 'O protocolo já foi encerrado e não recebe novos arquivos.',
    en: 'The protocol is closed and takes no new files.',
    es: 'El protocolo ya fue cerrado y no recibe nuevos archivos.',
  },
  photoLimit: {
    pt: 'Limite de {limit} fotos por item atingido.',
    en: 'Limit of {limit} photos per item reached.',
    es: 'Se alcanzó el límite de {limit} fotos por ítem.',
  },
  invoiceLimit: {
    pt: 'Limite de {limit} arquivos de nota fiscal por item atingido.',
    en: 'Limit of {limit} invoice files per item reached.',
    es: 'Se alcanzó el límite de {limit} archivos de factura por ítem.',
  },
} satisfies Record<string, LocalizedText>;
