/**
 * The values of the buyer-data step (spec §3 'Buyer form', 'Address', 'Bank') as the form holds them: texts with
 * their masks. The domain schemas validate them as they are; the payload builder strips the masks.
 */
export interface BuyerValues {
  cpf: string;
  nome: string;
  telefone: string;
  email: string;
  cep: string;
  endereco: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

export interface BankValues {
  ban_codigo: string;
  cli_agencia: string;
  cli_conta: string;
  cli_chavepix: string;
}

export type BuyerStepValues = BuyerValues & BankValues;

export type AddressValues = Pick<
  BuyerValues,
  'cep' | 'endereco' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf'
>;

export const ADDRESS_FIELDS = ['cep', 'endereco', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
export const BANK_FIELDS = ['ban_codigo', 'cli_agencia', 'cli_conta', 'cli_chavepix'] as const;

/** The order's delivery address keys (CLI_ENDDES, CLI_ENDSEQDES) and the address they name, as prefilled. */
export interface OrderAddressKeys {
  cli_enddes: string;
  cli_endseqdes: string;
  address: AddressValues;
}

export const EMPTY_BANK: BankValues = { ban_codigo: '', cli_agencia: '', cli_conta: '', cli_chavepix: '' };

export const EMPTY_BUYER: BuyerStepValues = {
  cpf: '',
  nome: '',
  telefone: '',
  email: '',
  cep: '',
  endereco: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
  ...EMPTY_BANK,
};
