/**
 * Spec §3 Consumer, as GET /returns/consumers sends it: the customer's record with the bank data saved for a reversal
 * (prefilled in the bank fields, and the CPF a voucher needs).
 */
export interface ConsumerRecord {
  CON_ID: number;
  CON_CPF: string | null;
  BAN_CODIGO: string | null;
  CLI_AGENCIA: string | null;
  CLI_CONTA: string | null;
  CLI_CHAVEPIX: string | null;
}
