import {
  bankFormSchema,
  checkBankOverwrite,
  isValidationCode,
  validationMessage,
  type ConsumerRecord,
  type LocalizedText,
  type ValidationCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { consumers } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { findRealBank } from '../catalog/repo';
import { ordersMessages } from './messages';
import { findConsumer, saveConsumerBankData } from './repo';
import { notFound } from './service';

type ConsumerRow = typeof consumers.$inferSelect;

export function toConsumerRecord(row: ConsumerRow): ConsumerRecord {
  return {
    CON_ID: row.id,
    CON_CPF: row.cpf,
    BAN_CODIGO: row.bankCode,
    CLI_AGENCIA: row.bankAgency,
    CLI_CONTA: row.bankAccount,
    CLI_CHAVEPIX: row.pixKey,
  };
}

/** The session customer's record (the route has already refused identity fields naming anyone else). */
export async function consumersFor(db: Database, consumerId: number): Promise<ConsumerRecord[]> {
  const row = await findConsumer(db, consumerId);
  return row ? [toConsumerRecord(row)] : [];
}

/** A ValidationCode of the domain as the localized text the error handler picks from. */
function validationText(code: ValidationCode): LocalizedText {
  return { pt: validationMessage(code, 'pt'), en: validationMessage(code, 'en'), es: validationMessage(code, 'es') };
}

/** The first refused field of the bank form, in the form's order, with its spec §5 message. */
function invalid(issue: { path: PropertyKey[]; message: string }): DomainError {
  const code: ValidationCode = isValidationCode(issue.message) ? issue.message : 'requiredFields';
  return new DomainError('validation', validationText(code), { code: `invalid_${String(issue.path[0] ?? 'body')}` });
}

/**
 * Spec §4: complete saved bank data are locked, on the order card and in the buyer-data step alike; the request flow
 * may send them again but not change them (409, the saved data stay).
 */
export function refuseLockedBankChange(
  saved: Pick<ConsumerRow, 'bankCode' | 'bankAgency' | 'bankAccount' | 'pixKey'>,
  sent: {
    ban_codigo?: string | null;
    cli_agencia?: string | null;
    cli_conta?: string | null;
    cli_chavepix?: string | null;
  },
): void {
  const check = checkBankOverwrite(
    {
      ban_codigo: saved.bankCode,
      cli_agencia: saved.bankAgency,
      cli_conta: saved.bankAccount,
      cli_chavepix: saved.pixKey,
    },
    sent,
  );
  if (check.kind === 'locked') {
    throw new DomainError('conflict', ordersMessages.bankDataLocked, { code: 'bank_data_locked' });
  }
}

/**
 * Saves the bank data of a reversal after the checks the buyer form runs (the domain's bankFormSchema, spec §5),
 * reporting the first refused field. The bank must also be a real one of the list, not an adjustment or transport
 * entry. The Pix key is stored in its sent form (separators removed unless an e-mail). Complete saved data are
 * locked (refuseLockedBankChange).
 */
export async function saveBankData(db: Database, consumerId: number, body: unknown): Promise<ConsumerRecord> {
  const parsed = bankFormSchema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error.issues[0] ?? { path: [], message: 'requiredFields' });
  // The list's codes are three digits ('001'); a client that sent the number 1 means the same bank.
  const bankCode = parsed.data.ban_codigo.padStart(3, '0');
  if (!(await findRealBank(db, bankCode))) throw invalid({ path: ['ban_codigo'], message: 'bankRequired' });
  const current = await findConsumer(db, consumerId);
  if (!current) throw notFound('consumer_missing');
  refuseLockedBankChange(current, { ...parsed.data, ban_codigo: bankCode });
  const row = await saveConsumerBankData(db, consumerId, {
    bankCode,
    bankAgency: parsed.data.cli_agencia,
    bankAccount: parsed.data.cli_conta,
    pixKey: parsed.data.cli_chavepix,
  });
  if (!row) throw notFound('consumer_missing');
  return toConsumerRecord(row);
}
