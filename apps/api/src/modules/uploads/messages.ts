import type { LocalizedText } from '../../db/schema';

/**
 * Upload texts. The success text keeps the Portuguese 'efetuado com sucesso' in every language: clients of the
 * existing contract look for that substring (spec §7).
 */
export const uploadMessages = {
  /** PHS_OBS of the history entry written when an upload completes a missing requirement (issue 13, ADR 0021). */
  filesReceivedNote: {
    pt: 'Arquivos recebidos',
    en: 'Files received',
    es: 'Archivos recibidos',
  },
  uploaded: {
    pt: 'Upload efetuado com sucesso',
    en: 'File uploaded successfully (upload efetuado com sucesso)',
    es: 'Archivo enviado con éxito (upload efetuado com sucesso)',
  },
  notMultipart: {
    pt: 'Envie o arquivo como multipart/form-data no campo uploadFile.',
    en: 'Send the file as multipart/form-data in the uploadFile field.',
    es: 'Envía el archivo como multipart/form-data en el campo uploadFile.',
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
  multipartInvalid: {
    pt: 'O envio multipart/form-data não pôde ser lido. Envie o arquivo novamente.',
    en: 'The multipart/form-data upload could not be read. Send the file again.',
    es: 'No se pudo leer el envío multipart/form-data. Envía el archivo de nuevo.',
  },
  fileTooLarge: {
    pt: 'O arquivo passa do limite de {megabytes} MB.',
    en: 'The file is over the {megabytes} MB limit.',
    es: 'El archivo supera el límite de {megabytes} MB.',
  },
  videoTooLarge: {
    pt: 'O vídeo passa do limite de {megabytes} MB. Envie um trecho mais curto.',
    en: 'The video is over the {megabytes} MB limit. Send a shorter clip.',
    es: 'El video supera el límite de {megabytes} MB. Envía un fragmento más corto.',
  },
  photoTypeNotAllowed: {
    pt: 'Formato não aceito. Envie uma foto (JPEG, PNG ou WebP) ou um vídeo curto (MP4, MOV ou WebM).',
    en: 'Format not accepted. Send a photo (JPEG, PNG or WebP) or a short video (MP4, MOV or WebM).',
    es: 'Formato no aceptado. Envía una foto (JPEG, PNG o WebP) o un video corto (MP4, MOV o WebM).',
  },
  invoiceTypeNotAllowed: {
    pt: 'Formato de nota fiscal não aceito. Envie PDF, o XML da NF-e ou uma imagem (JPEG, PNG ou WebP).',
    en: 'Invoice format not accepted. Send a PDF, the NF-e XML or an image (JPEG, PNG or WebP).',
    es: 'Formato de factura no aceptado. Envía un PDF, el XML de la NF-e o una imagen (JPEG, PNG o WebP).',
  },
  xmlNotInvoice: {
    pt: 'O XML enviado não é uma NF-e válida. Envie o arquivo XML da nota como recebido, ou o PDF (DANFE).',
    en: 'The XML file is not a valid NF-e. Send the invoice XML as you received it, or its PDF (DANFE).',
    es: 'El XML enviado no es una NF-e válida. Envía el archivo XML de la factura tal como lo recibiste, o el PDF (DANFE).',
  },
  imageTooManyPixels: {
    pt: 'A imagem tem {megapixels} megapixels; o limite é {limit}. Envie uma foto menor.',
    en: 'The image has {megapixels} megapixels; the limit is {limit}. Send a smaller photo.',
    es: 'La imagen tiene {megapixels} megapíxeles; el límite es {limit}. Envía una foto más pequeña.',
  },
  imageUnreadable: {
    pt: 'Não foi possível ler a imagem: o arquivo parece corrompido. Envie a foto novamente.',
    en: 'The image could not be read: the file looks damaged. Send the photo again.',
    es: 'No se pudo leer la imagen: el archivo parece dañado. Envía la foto de nuevo.',
  },
  storageFull: {
    pt: 'Não foi possível guardar o arquivo agora: o espaço de armazenamento está esgotado. Tente novamente mais tarde.',
    en: 'The file could not be saved right now: storage space has run out. Please try again later.',
    es: 'No se pudo guardar el archivo ahora: el espacio de almacenamiento está agotado. Inténtalo de nuevo más tarde.',
  },
  protocolNotFound: {
    pt: 'Protocolo não encontrado.',
    en: 'Protocol not found.',
    es: 'Protocolo no encontrado.',
  },
  itemNotFound: {
    pt: 'Item {item} não encontrado no protocolo.',
    en: 'Item {item} not found in the protocol.',
    es: 'Artículo {item} no encontrado en el protocolo.',
  },
  protocolClosed: {
    pt: 'O protocolo já foi encerrado e não recebe novos arquivos.',
    en: 'The protocol is closed and takes no new files.',
    es: 'El protocolo ya fue cerrado y no recibe nuevos archivos.',
  },
  photoLimit: {
    pt: 'Limite de {limit} fotos por item atingido.',
    en: 'Limit of {limit} photos per item reached.',
    es: 'Se alcanzó el límite de {limit} fotos por artículo.',
  },
  invoiceLimit: {
    pt: 'Limite de {limit} arquivos de nota fiscal por item atingido.',
    en: 'Limit of {limit} invoice files per item reached.',
    es: 'Se alcanzó el límite de {limit} archivos de factura por artículo.',
  },
} satisfies Record<string, LocalizedText>;

/** What each form field beside the file must hold: the detail of fieldsInvalid, in the request language. */
export const uploadFieldRules = {
  prt_id: {
    pt: 'prt_id deve ser o número do protocolo',
    en: 'prt_id must be the protocol number',
    es: 'prt_id debe ser el número del protocolo',
  },
  is_nfe: {
    pt: 'is_nfe deve ser S (nota fiscal) ou N (foto ou vídeo)',
    en: 'is_nfe must be S (invoice) or N (photo or video)',
    es: 'is_nfe debe ser S (factura) o N (foto o video)',
  },
  item: {
    pt: 'item deve ser o número do item no protocolo',
    en: 'item must be the item number in the protocol',
    es: 'item debe ser el número del artículo en el protocolo',
  },
} satisfies Record<string, LocalizedText>;
