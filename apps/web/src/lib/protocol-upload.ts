import { apiRequest } from './api-client';

export interface UploadFileInput {
  file: File;
  prtId: number;
  isInvoice: boolean;
  /** Position of the protocol item (1-based) the file belongs to. */
  item: number;
}

const SUCCESS_TEXT = 'efetuado com sucesso';

/**
 * POST /upload/protocols/upload/file (multipart uploadFile, prt_id, is_nfe, item). Resolves true when the answer says
 * 'efetuado com sucesso' (spec §7). Silent: the success dialog reports the uploads as a whole.
 */
export async function uploadProtocolFile({ file, prtId, isInvoice, item }: UploadFileInput): Promise<boolean> {
  const form = new FormData();
  form.append('prt_id', String(prtId));
  form.append('is_nfe', isInvoice ? 'S' : 'N');
  form.append('item', String(item));
  form.append('uploadFile', file, file.name);
  const answer = await apiRequest<{ data?: { msg?: { message?: unknown } } }>('/upload/protocols/upload/file', {
    method: 'POST',
    body: form,
    silent: true,
  });
  const message = answer?.data?.msg?.message;
  return typeof message === 'string' && message.includes(SUCCESS_TEXT);
}
