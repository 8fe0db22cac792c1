/**
 * Every contact and personal value of a shopper seen on any of her rows (issue 28): the contacts whose messages,
 * codes and sign-in refusal the erasure handles, and the texts its free-text scrub looks for in notes.
 */
import { ERASED_TEXT, formatCpf, formatNationalPhone, onlyDigits, splitPhone } from '@portal/domain';
import type { consumers, orders, protocols } from '../../db/schema';

/** Values shorter than this are not searched for in free text: two letters of a UF would match half the notes. */
const MIN_SCRUB_LENGTH = 5;

export interface PersonalValues {
  /** Lower-case e-mails. */
  emails: Set<string>;
  /** Digits with country code. */
  phones: Set<string>;
  /** Every value to look for in free text (names, CPF, contacts, street, CEP, account, Pix key). */
  scrub: string[];
}

export function personalValuesOf(
  consumer: typeof consumers.$inferSelect,
  myOrders: (typeof orders.$inferSelect)[],
  myProtocols: (typeof protocols.$inferSelect)[],
): PersonalValues {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const values = new Set<string>();
  const note = (value: string | null | undefined) => {
    const text = (value ?? '').trim();
    if (text.length >= MIN_SCRUB_LENGTH && text !== ERASED_TEXT) values.add(text);
  };
  const notePhone = (ddi: string | null, ddd: string | null, number: string | null) => {
    const digits = onlyDigits(`${ddi ?? ''}${ddd ?? ''}${number ?? ''}`);
    if (digits.length >= 10) phones.add(digits.startsWith('55') ? digits : `55${digits}`);
    note(number);
  };
  if (consumer.email) emails.add(consumer.email.toLowerCase());
  if (consumer.phone) phones.add(consumer.phone);
  [consumer.name, consumer.cpf, consumer.bankAccount, consumer.pixKey].forEach(note);
  for (const order of myOrders) {
    if (order.email) emails.add(order.email.toLowerCase());
    notePhone(order.phoneDdi, order.phoneDdd, order.phoneNumber);
    [order.customerName, order.cpf, order.street, order.cep].forEach(note);
  }
  for (const protocol of myProtocols) {
    if (protocol.email) emails.add(protocol.email.toLowerCase());
    notePhone(protocol.phoneDdi, protocol.phoneDdd, protocol.phoneNumber);
    [protocol.name, protocol.cpf, protocol.street, protocol.cep, protocol.bankAccount, protocol.pixKey].forEach(note);
  }
  emails.forEach((email) => values.add(email));
  // A note or a stored answer quotes a CPF or phone as people write them, masked or not (ADR 0071).
  for (const cpf of [consumer.cpf, ...myOrders.map((row) => row.cpf), ...myProtocols.map((row) => row.cpf)]) {
    if (cpf && onlyDigits(cpf).length === 11) values.add(formatCpf(cpf));
  }
  for (const phone of phones) {
    values.add(phone);
    const { ddd, number } = splitPhone(phone);
    if (number.length >= MIN_SCRUB_LENGTH) values.add(`${ddd}${number}`);
    const national = formatNationalPhone(`${ddd}${number}`);
    if (national !== `${ddd}${number}`) {
      values.add(national);
      values.add(national.slice(national.indexOf(')') + 2));
    }
  }
  return { emails, phones, scrub: [...values] };
}
