import { useMutation } from '@tanstack/react-query';
import { fastAccessLoginRequest } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import type { CodeTarget } from './request-code';

export interface LoginAnswer {
  /** The session user of spec §3, unchecked: the caller hands it to saveSession, which parses it. */
  user: unknown;
  token: unknown;
}

/**
 * POST /authentication/fastaccess/login { brand, tokenCode, email | fone } (spec §7). The session itself is the
 * HttpOnly cookie the answer sets; `token` is not a credential. A wrong, expired, used or blocked code rejects with the
 * API's localized message (422 WARN). Silent: the dialog shows a refusal beside the code field, where it belongs, and
 * a toast only for anything else (issue 23 item 10: no 'Aviso! Código: 422' beside the field's own message).
 */
export async function loginWithCode(brand: number, tokenCode: string, target: CodeTarget): Promise<LoginAnswer> {
  const body = fastAccessLoginRequest.parse({ brand, tokenCode, ...target });
  const answer = await apiRequest<Partial<LoginAnswer> | undefined>('/authentication/fastaccess/login', {
    method: 'POST',
    body,
    silent: true,
  });
  return { user: answer?.user ?? null, token: answer?.token ?? null };
}

export function useLoginWithCode(brand: number) {
  return useMutation({
    mutationFn: ({ tokenCode, target }: { tokenCode: string; target: CodeTarget }) =>
      loginWithCode(brand, tokenCode, target),
  });
}
