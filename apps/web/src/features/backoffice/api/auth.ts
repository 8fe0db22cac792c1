import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeRequest } from './client';
import { backofficeKeys } from './keys';
import { operatorAnswer, verifyAnswer, type Operator, type VerifyAnswer } from '@portal/domain/backoffice';

/** POST auth/code: the same 202 for any e-mail, so the form never tells who is an operator. */
export async function requestSignInCode(email: string): Promise<void> {
  await backofficeRequest('/auth/code', { method: 'POST', body: { email } });
}

/** POST auth/verify: the code is right; the answer says whether the operator enrols a TOTP app first. */
export async function verifySignInCode(email: string, code: string): Promise<VerifyAnswer> {
  return verifyAnswer.parse(await backofficeRequest('/auth/verify', { method: 'POST', body: { email, code } }));
}

/** POST auth/totp: the second factor; the answer sets the operator cookie. */
export async function submitTotp(token: string): Promise<Operator> {
  return operatorAnswer.parse(await backofficeRequest('/auth/totp', { method: 'POST', body: { token } })).operator;
}

export async function signOut(): Promise<void> {
  await backofficeRequest('/auth/logout', { method: 'POST', body: {} });
}

async function getMe(signal?: AbortSignal): Promise<Operator> {
  return operatorAnswer.parse(await backofficeRequest('/me', { signal })).operator;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: backofficeKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    // A 401 is an answer (not signed in), not a failure to retry.
    retry: false,
    staleTime: 60_000,
  });

/** The signed-in operator (401 → error with status 401). */
export function useMe() {
  return useQuery(meQueryOptions());
}
