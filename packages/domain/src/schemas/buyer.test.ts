import { describe, expect, it } from 'vitest';
import { bankFormSchema, buyerAndBankSchema, buyerFormSchema, buyerWithBankSchema } from './buyer';
import { issuesOf } from './test-helpers';

const buyer = {
  cpf: '529.982.247-25',
  nome: 'Ana Souza',
  telefone: '(11) 98765-4321',
  email: 'ana@example.com',
  cep: '01310-100',
  endereco: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
};
const bank = { ban_codigo: '001', cli_agencia: '1234', cli_conta: '12345-6', cli_chavepix: '529.982.247-25' };

describe('buyerFormSchema', () => {
  it('accepts a complete buyer, complemento being optional', () => {
    expect(buyerFormSchema.parse(buyer)).toEqual({ ...buyer, complemento: '' });
    expect(buyerFormSchema.parse({ ...buyer, complemento: ' Ap 12 ' }).complemento).toBe('Ap 12');
  });

  it('reports every required field as required', () => {
    expect(issuesOf(buyerFormSchema.safeParse({}))).toEqual(
      // The e-mail is optional: the phone is required (issue 23 item 9, buyer-email.test.ts).
      ['cpf', 'nome', 'telefone', 'cep', 'endereco', 'numero', 'bairro', 'cidade', 'uf'].map((field) => [
        field,
        'required',
      ]),
    );
    expect(issuesOf(buyerFormSchema.safeParse({ ...buyer, nome: '   ', cpf: '' }))).toEqual([
      ['cpf', 'required'],
      ['nome', 'required'],
    ]);
  });

  it('reports invalid values with their own code', () => {
    const invalid = { ...buyer, cpf: '529.982.247-24', telefone: '1234', email: 'ana@x', cep: '0131', uf: 'XX' };
    expect(issuesOf(buyerFormSchema.safeParse(invalid))).toEqual([
      ['cpf', 'invalidCpf'],
      ['telefone', 'invalidPhone'],
      ['email', 'invalidEmail'],
      ['cep', 'invalidCep'],
      ['uf', 'invalidUf'],
    ]);
  });
});

describe('bankFormSchema', () => {
  it('accepts valid bank data and sends the Pix key without its mask', () => {
    expect(bankFormSchema.parse(bank)).toEqual({ ...bank, cli_chavepix: '52998224725' });
    expect(bankFormSchema.parse({ ...bank, ban_codigo: 341 }).ban_codigo).toBe('341');
    // E-mail keys are lower case in the central bank's directory.
    expect(bankFormSchema.parse({ ...bank, cli_chavepix: ' Ana@Example.com ' }).cli_chavepix).toBe('ana@example.com');
  });

  it('reports each wrong field', () => {
    const wrong = { ban_codigo: '', cli_agencia: '12', cli_conta: '12', cli_chavepix: 'chave' };
    expect(issuesOf(bankFormSchema.safeParse(wrong))).toEqual([
      ['ban_codigo', 'bankRequired'],
      ['cli_agencia', 'invalidAgency'],
      ['cli_conta', 'invalidAccount'],
      ['cli_chavepix', 'invalidPix'],
    ]);
    expect(issuesOf(bankFormSchema.safeParse({ ...bank, cli_chavepix: '111.111.111-11' }))).toEqual([
      ['cli_chavepix', 'pixInvalidCpf'],
    ]);
    expect(issuesOf(bankFormSchema.safeParse({ ...bank, cli_chavepix: '11987654321' }))).toEqual([
      ['cli_chavepix', 'pixAmbiguous'],
    ]);
    expect(issuesOf(bankFormSchema.safeParse({}))).toEqual([
      ['ban_codigo', 'bankRequired'],
      ['cli_agencia', 'required'],
      ['cli_conta', 'required'],
      ['cli_chavepix', 'required'],
    ]);
  });
});

describe('buyerWithBankSchema', () => {
  it('asks for bank data only for a payment reversal', () => {
    expect(buyerWithBankSchema(false).safeParse(buyer).success).toBe(true);
    expect(buyerWithBankSchema(true)).toBe(buyerAndBankSchema);
    expect(issuesOf(buyerWithBankSchema(true).safeParse(buyer)).map(([field]) => field)).toEqual([
      'ban_codigo',
      'cli_agencia',
      'cli_conta',
      'cli_chavepix',
    ]);
    expect(buyerWithBankSchema(true).safeParse({ ...buyer, ...bank }).success).toBe(true);
  });
});
