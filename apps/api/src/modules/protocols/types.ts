import type { DesireTrigger } from '@portal/domain';
import type { ProtocolItemInsert } from './repo';

/** Bank fields of the payload's top level (spec §3 'Bank'), as the wire schema normalised them. */
export interface BankValues {
  ban_codigo?: string;
  cli_agencia?: string;
  cli_conta?: string;
  cli_chavepix?: string;
}

/** The delivery address of the order an item came from, with the order system's address keys. */
export interface OrderAddress {
  addressId: string | null;
  addressSeq: string | null;
  cep: string | null;
  street: string | null;
  streetNumber: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  uf: string | null;
}

/**
 * One payload item after every rule passed: what the protocol stores for it and what the protocol-level fields are
 * derived from. An online purchase has its order line; an outside-store item (origem 'sac') will have none.
 */
export interface ResolvedItem {
  orderLineId: number | null;
  reasonId: number;
  desireId: number;
  contactType: number;
  /** The trigger the item follows: the desire's, or C when a voucher was taken instead of the refund. */
  trigger: DesireTrigger;
  /** The money goes back to a bank account: the protocol needs bank data. */
  needsBankData: boolean;
  invoiceNumber: string | null;
  orderCode: string | null;
  orderAddress: OrderAddress | null;
  /** The protocol_items row; `position` is set when the protocol is written. */
  values: ProtocolItemInsert;
}
