/**
 * What an order document from a brand's system may do to the portal account it matches (issue 44, ADR 0070).
 *
 * A CPF is not a secret and a brand's system is not the shopper: whoever holds any brand's integration key (and so
 * a VTEX store or an import file) can send a document with someone else's CPF. So a document never changes how an
 * existing account signs in (its e-mail and phone) nor its CPF. It may fill a CPF the account lacks (a CPF opens no
 * sign-in, and the account was matched by one of its own contacts). A contact the account does not hold stays on
 * the order (the brand's record for that brand's orders) and is offered to the shopper in 'Meus dados', who takes it
 * with a code sent to it. A value that differs from the account's is a conflict, reported to the sender; a contact
 * the account lacks is not (the order simply knows more), but it is offered all the same. The account's name is the
 * shopper's (she corrects it in 'Meus dados'); the order keeps the name the brand sent.
 *
 * Pure: the integration's CustomerBook applies it for the API, the import and the VTEX connector alike.
 */
export interface AccountIdentities {
  cpf: string | null;
  email: string | null;
  phone: string | null;
}

/** A field where the document and the account disagree. */
export type CustomerConflictField = 'cpf' | 'email' | 'phone';

export type CustomerChange =
  /** The document says nothing the account does not already say. */
  | { kind: 'same' }
  /** The account lacks a CPF and the document has one: it is filled. */
  | { kind: 'fill'; reason: 'cpf_missing'; fill: { cpf: string } }
  /** The document carries a contact the account lacks; the account is left as it is. */
  | { kind: 'kept'; reason: 'contact_not_taken'; fill: { cpf?: string } }
  /** The document contradicts the account; the account is left as it is (apart from a missing CPF). */
  | { kind: 'conflict'; reason: 'identity_differs'; fields: CustomerConflictField[]; fill: { cpf?: string } };

const differs = (document: string | null, account: string | null) =>
  document !== null && account !== null && document !== account;
const adds = (document: string | null, account: string | null) => document !== null && account === null;

/** The decision for a document's customer against the account it matched. */
export function customerChange(account: AccountIdentities, document: AccountIdentities): CustomerChange {
  const fields = (['cpf', 'email', 'phone'] as const).filter((field) => differs(document[field], account[field]));
  const fill = adds(document.cpf, account.cpf) && document.cpf !== null ? { cpf: document.cpf } : {};
  if (fields.length > 0) return { kind: 'conflict', reason: 'identity_differs', fields, fill };
  if (adds(document.email, account.email) || adds(document.phone, account.phone))
    return { kind: 'kept', reason: 'contact_not_taken', fill };
  if (fill.cpf !== undefined) return { kind: 'fill', reason: 'cpf_missing', fill: { cpf: fill.cpf } };
  return { kind: 'same' };
}

/** The contacts a document offers the shopper: those it carries that differ from the account's, or that it lacks. */
export function offeredContacts(account: AccountIdentities, document: AccountIdentities): ('email' | 'phone')[] {
  return (['email', 'phone'] as const).filter(
    (field) => document[field] !== null && document[field] !== account[field],
  );
}
