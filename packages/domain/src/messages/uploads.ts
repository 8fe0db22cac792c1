import type { LocalizedText } from '../localized';

/**
 * What an upload refused for its content says (ADR 0016), in the three languages. The API answers with these texts
 * and the web's dropzones show the same ones before accepting a file (issue 23), so the shopper reads one message
 * for one problem wherever it is found. Placeholders are `{name}`, filled by `fillUploadMessage`.
 */
export const UPLOAD_CHECK_MESSAGES = {
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
  /** Said of what was sent, not of what it was named: an HTML page named '.pdf' is neither a PDF nor an NF-e XML. */
  invoiceTypeNotAllowed: {
    pt: 'O arquivo enviado não é um PDF nem um XML de NF-e. Envie o PDF da nota (DANFE), o XML da NF-e ou uma imagem (JPEG, PNG ou WebP).',
    en: 'The file sent is neither a PDF nor an NF-e XML. Send the invoice PDF (DANFE), the NF-e XML or an image (JPEG, PNG or WebP).',
    es: 'El archivo enviado no es un PDF ni un XML de NF-e. Envía el PDF de la factura (DANFE), el XML de la NF-e o una imagen (JPEG, PNG o WebP).',
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
} as const satisfies Record<string, LocalizedText>;

export type UploadCheckMessage = keyof typeof UPLOAD_CHECK_MESSAGES;

/** Fills `{name}` placeholders; an unknown one stays as written. */
export function fillUploadMessage(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
