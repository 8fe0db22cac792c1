/**
 * Rules the outside-store form (spec §2, §5) and the server share for an item bought outside the online store, and
 * the shopper's CPF lock of the buyer step (spec §4). The web checks them as the shopper types; the API refuses a
 * payload that breaks them (issue 24), so a client that skips the form is told the same thing.
 */
import { SIZE_MAX_CHARS } from '../constants';
import type { ValidationCode } from '../messages/validation';
import { isValidCpf } from '../validation/cpf';

export interface OutsideStoreItemIssue {
  field: 'observacao' | 'gradeTamanho';
  code: ValidationCode;
}

/** The notes are required here (nothing else tells what happened to the product) and the size has at most 3 characters. */
export function outsideStoreItemIssues(item: { observacao: string; gradeTamanho: string }): OutsideStoreItemIssue[] {
  const issues: OutsideStoreItemIssue[] = [];
  if (item.observacao.trim() === '') issues.push({ field: 'observacao', code: 'required' });
  if (item.gradeTamanho.trim().length > SIZE_MAX_CHARS) issues.push({ field: 'gradeTamanho', code: 'sizeTooLong' });
  return issues;
}

/** A valid CPF on record is the shopper's own and cannot be replaced by another (spec §4). */
export function isCpfLocked(savedCpf: string | null | undefined): boolean {
  return isValidCpf(savedCpf);
}

/** Whether `sentCpf` may be used by a shopper whose record holds `savedCpf`: any valid one until a CPF is locked. */
export function isOwnCpf(savedCpf: string | null | undefined, sentCpf: string): boolean {
  if (!isCpfLocked(savedCpf)) return true;
  const digits = (value: string) => value.replace(/\D/g, '');
  return digits(savedCpf ?? '') === digits(sentCpf);
}

/** Compared as the shopper reads them: case, accents and spaces aside ('sao  paulo' is 'São Paulo'). */
function placeKey(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The field of a city or state that is not the CEP's, null when both are (the buyer step fills them from the CEP and
 * lets the shopper type them only when the CEP is not found, spec §5).
 */
export function addressFieldNotOfCep(
  typed: { cidade: string; uf: string },
  cep: { city: string; uf: string },
): 'cidade' | 'uf' | null {
  if (placeKey(typed.cidade) !== placeKey(cep.city)) return 'cidade';
  if (placeKey(typed.uf) !== placeKey(cep.uf)) return 'uf';
  return null;
}
