import { UPLOAD_CHECK_MESSAGES } from '@portal/domain';
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
  /** The content checks' texts are the domain's: the web's dropzones say the same before a file is accepted. */
  ...UPLOAD_CHECK_MESSAGES,
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
