import { useMutation } from '@tanstack/react-query';
import { fastAccessCodeRequest, maskEmail, maskPhone } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

export type CodeTarget = { email: string } | { fone: string };

export interface CodeSent {
  /** Where the code went, masked by the API ('a***@example.com', '+55 (11) *****-4321'). */
  user: string;
  /** What was sent: the lower-case e-mail or the phone digits. */
  channel: 'email' | 'phone';
  value: string;
}

/**
 * POST /authentication/fastaccess/code { brand, email | fone } (spec §7). The body goes through the domain schema the
 * API parses with, so the e-mail travels trimmed and in lower case and the phone as bare digits. A refusal (429 with
 * its localized message, 503 when the message could not be delivered) rejects after the API client's toast (spec §8).
 */
export async function requestCode(brand: number, target: CodeTarget): Promise<CodeSent> {
  const body = fastAccessCodeRequest.parse({ brand, ...target });
  const answer = await apiRequest<{ user?: unknown }>('/authentication/fastaccess/code', { method: 'POST', body });
  const channel = body.email !== undefined ? 'email' : 'phone';
  const value = body.email ?? body.fone ?? '';
  const masked = typeof answer?.user === 'string' && answer.user ? answer.user : '';
  // Should the API ever omit it, the dialog still says where the code went, masked here the same way.
  return { user: masked || (channel === 'email' ? maskEmail(value) : maskPhone(value)), channel, value };
}

export function useRequestCode(brand: number) {
  return useMutation({ mutationFn: (target: CodeTarget) => requestCode(brand, target) });
}
