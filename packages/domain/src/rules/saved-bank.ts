/**
 * Saved bank data of a payment reversal (spec §4 'Payment type 7'): prefilled from the consumer record and locked
 * when all of it is there. The order card, the buyer-data step and the API all read the lock from here, so the
 * request flow cannot save over complete bank data that the card showed as locked.
 */
import { onlyDigits } from '../validation/digits';
import { normalizePixKey } from '../validation/pix';
import { bankIssues } from './order-card';

export const SAVED_BANK_FIELDS = ['ban_codigo', 'cli_agencia', 'cli_conta', 'cli_chavepix'] as const;
export type SavedBankField = (typeof SAVED_BANK_FIELDS)[number];

export type BankDataValues = Partial<Record<SavedBankField, string | number | null | undefined>>;

const text = (value: string | number | null | undefined) => String(value ?? '').trim();

/**
 * True when every bank field is saved and valid. Incomplete or invalid saved data stay editable, so the shopper can
 * complete or correct them.
 */
export function isSavedBankLocked(saved: BankDataValues | null | undefined): boolean {
  if (!saved) return false;
  const values = {
    ban_codigo: text(saved.ban_codigo),
    cli_agencia: text(saved.cli_agencia),
    cli_conta: text(saved.cli_conta),
    cli_chavepix: text(saved.cli_chavepix),
  };
  return SAVED_BANK_FIELDS.every((field) => values[field] !== '') && bankIssues(values).length === 0;
}

/** Each field in the form it is compared in: the bank code as 3 digits ('1' = '001'), agency and account as digits. */
function comparable(field: SavedBankField, value: string | number | null | undefined): string {
  switch (field) {
    case 'ban_codigo':
      return onlyDigits(value).padStart(3, '0');
    case 'cli_agencia':
    case 'cli_conta':
      return onlyDigits(value);
    case 'cli_chavepix':
      return normalizePixKey(text(value)).toLowerCase();
  }
}

export type BankOverwriteCheck =
  | { kind: 'allowed' }
  /** The saved data are locked and `fields` differ from them: the request may not change them. */
  | { kind: 'locked'; fields: SavedBankField[] };

/**
 * Whether bank data sent by the request flow may stand: always when nothing complete is saved; when the saved data
 * are locked, only if they are the same data (masks and the bank code's zeros aside).
 */
export function checkBankOverwrite(saved: BankDataValues | null | undefined, sent: BankDataValues): BankOverwriteCheck {
  if (!saved || !isSavedBankLocked(saved)) return { kind: 'allowed' };
  const fields = SAVED_BANK_FIELDS.filter(
    (field) => comparable(field, saved[field]) !== comparable(field, sent[field]),
  );
  return fields.length === 0 ? { kind: 'allowed' } : { kind: 'locked', fields };
}
