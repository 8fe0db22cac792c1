/**
 * The portal account of an order's customer (issue 25): matched by CPF, then e-mail, then phone, so a customer who
 * comes back with a new e-mail (or a new phone) keeps one account, her orders and her wallet.
 *
 * What the document may change on the account it matched is the domain's rule (customerChange, issue 44, ADR 0070):
 * a document never rewrites the account's e-mail, phone or CPF (any brand's key could otherwise point someone's
 * sign-in at its own address with a CPF alone); it fills a missing CPF, and what contradicts the account is kept on
 * the order and reported to the sender as customer_conflict. A new account takes the document's identities.
 *
 * A batch of orders is matched in memory (ADR 0054): the batch's transaction loads, under the locks of the batch's
 * identities, every account that holds one of them (and the accounts of the batch's existing orders) into a
 * `CustomerBook`; the documents then go through the book one after the other, as they would through the table, and
 * what changed is written at the end in two statements.
 */
import { sql } from 'drizzle-orm';
import { customerChange, type CustomerConflictField, type OrderDocument } from '@portal/domain';
import type { Database } from '../../db/client';
import type { consumers } from '../../db/schema';

type Customer = OrderDocument['customer'];
export type ConsumerRow = typeof consumers.$inferSelect;

/** Accounts the batch creates are ranked after every stored one, in the order the batch creates them. */
const NEW_ACCOUNT_BASE = 2 ** 40;

/** One account as the batch sees it: `ref` is its id, or NEW_ACCOUNT_BASE + n for one the batch creates. */
export interface Account {
  ref: number;
  cpf: string | null;
  name: string;
  email: string | null;
  phone: string | null;
}

export const isNewAccount = (account: Account) => account.ref >= NEW_ACCOUNT_BASE;

/** The accounts of a batch's identities, changed in memory as the batch's documents are applied in turn. */
export class CustomerBook {
  private readonly accounts = new Map<number, Account>();
  private readonly loaded = new Map<number, Account>();
  private readonly byCpf = new Map<string, Set<Account>>();
  private readonly byEmail = new Map<string, Account>();
  private readonly byPhone = new Map<string, Account>();
  private created = 0;

  constructor(rows: Pick<ConsumerRow, 'id' | 'cpf' | 'name' | 'email' | 'phone'>[]) {
    for (const row of rows) {
      if (this.accounts.has(row.id)) continue;
      const account: Account = { ref: row.id, cpf: row.cpf, name: row.name, email: row.email, phone: row.phone };
      this.loaded.set(row.id, { ...account });
      this.accounts.set(row.id, account);
      this.index(account);
    }
  }

  private index(account: Account) {
    if (account.cpf !== null) {
      const holders = this.byCpf.get(account.cpf) ?? new Set<Account>();
      holders.add(account);
      this.byCpf.set(account.cpf, holders);
    }
    if (account.email !== null) this.byEmail.set(account.email, account);
    if (account.phone !== null) this.byPhone.set(account.phone, account);
  }

  private unindex(account: Account) {
    if (account.cpf !== null) this.byCpf.get(account.cpf)?.delete(account);
    if (account.email !== null && this.byEmail.get(account.email) === account) this.byEmail.delete(account.email);
    if (account.phone !== null && this.byPhone.get(account.phone) === account) this.byPhone.delete(account.phone);
  }

  get(ref: number): Account {
    const account = this.accounts.get(ref);
    if (!account) throw new Error(`account ${ref} was not loaded for the batch`);
    return account;
  }

  /** The oldest account with the CPF, else the one with the e-mail, else the one with the phone. */
  match(customer: Customer): Account | undefined {
    const byCpf = customer.cpf !== null ? [...(this.byCpf.get(customer.cpf) ?? [])] : [];
    if (byCpf.length > 0) return byCpf.reduce((oldest, account) => (account.ref < oldest.ref ? account : oldest));
    return (
      (customer.email !== null ? this.byEmail.get(customer.email) : undefined) ??
      (customer.phone !== null ? this.byPhone.get(customer.phone) : undefined)
    );
  }

  /**
   * Applies what the rule lets the document change (a missing CPF only); says whether the account changed and where
   * the document contradicts it.
   */
  sync(account: Account, customer: Customer): { wrote: boolean; conflicts: CustomerConflictField[] } {
    const change = customerChange(account, customer);
    const conflicts = change.kind === 'conflict' ? change.fields : [];
    const cpf = change.kind === 'same' ? undefined : change.fill.cpf;
    if (cpf === undefined) return { wrote: false, conflicts };
    this.unindex(account);
    account.cpf = cpf;
    this.index(account);
    return { wrote: true, conflicts };
  }

  /** A new account with the document's identities (none of which any account holds, or match would have found it). */
  create(customer: Customer): Account {
    this.created += 1;
    const account: Account = {
      ref: NEW_ACCOUNT_BASE + this.created,
      cpf: customer.cpf,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
    };
    this.accounts.set(account.ref, account);
    this.index(account);
    return account;
  }

  /** The order's own account when it has one (an order never moves), else the matched one, else a new one. */
  accountFor(
    customer: Customer,
    existingRef: number | null,
  ): { account: Account; wrote: boolean; conflicts: CustomerConflictField[] } {
    const found = existingRef !== null ? this.get(existingRef) : this.match(customer);
    if (found) return { account: found, ...this.sync(found, customer) };
    return { account: this.create(customer), wrote: true, conflicts: [] };
  }

  /** The accounts to insert, in the order they were created. */
  newAccounts(): Account[] {
    return [...this.accounts.values()].filter(isNewAccount).sort((a, b) => a.ref - b.ref);
  }

  /** The stored accounts whose CPF (the one thing a document may fill) differs from what was loaded. */
  changedAccounts(): Account[] {
    return [...this.loaded.values()].flatMap((before) => {
      const now = this.accounts.get(before.ref)!;
      return (['name', 'cpf', 'email', 'phone'] as const).some((field) => now[field] !== before[field]) ? [now] : [];
    });
  }
}

/** Takes the transaction advisory locks of `keys` in the order given, in one round trip. */
export async function lockKeys(tx: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(t.k)) from unnest(array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]) with ordinality as t(k, n) order by t.n`,
  );
}
