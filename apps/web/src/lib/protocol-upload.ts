import { apiRequest, isApiError } from './api-client';
import { i18n } from './i18n';

export interface UploadFileInput {
  file: File;
  prtId: number;
  isInvoice: boolean;
  /** Position of the protocol item (1-based) the file belongs to. */
  item: number;
}

/** How one upload ended: sent, or refused with the reason the shopper is shown beside the file's name. */
export type UploadOutcome = { ok: true } | { ok: false; reason: string };

const SUCCESS_TEXT = 'efetuado com sucesso';

/**
 * POST /upload/protocols/upload/file (multipart uploadFile, prt_id, is_nfe, item). Succeeds when the answer says
 * 'efetuado com sucesso' (spec §7). Silent: the caller names each failed file with its reason (issue 23), which is
 * the server's message in the shopper's language (ApiError.message), or 'no connection' when no answer came.
 */
export async function uploadProtocolFile({ file, prtId, isInvoice, item }: UploadFileInput): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('prt_id', String(prtId));
  form.append('is_nfe', isInvoice ? 'S' : 'N');
  form.append('item', String(item));
  form.append('uploadFile', file, file.name);
  try {
    const answer = await apiRequest<{ data?: { msg?: { message?: unknown } } }>('/upload/protocols/upload/file', {
      method: 'POST',
      body: form,
      silent: true,
    });
    const message = answer?.data?.msg?.message;
    if (typeof message === 'string' && message.includes(SUCCESS_TEXT)) return { ok: true };
    return { ok: false, reason: i18n.t('common:api.unexpectedAnswer') };
  } catch (error) {
    return { ok: false, reason: isApiError(error) ? error.message : i18n.t('common:api.noConnection') };
  }
}
