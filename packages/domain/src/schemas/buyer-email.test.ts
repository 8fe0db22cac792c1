/** Issue 23 item 9: the buyer's e-mail is optional (her phone is always asked for), and checked when typed. */
import { describe, expect, it } from 'vitest';
import { buyerFormSchema } from './buyer';
import { generateProtocolRequest } from './protocol';
import { issuesOf } from './test-helpers';

const phoneOnlyBuyer = {
  cpf: '390.533.447-05',
  nome: 'Carla Mendes Rocha',
  telefone: '(21) 99876-5432',
  cep: '22793-245',
  endereco: 'Avenida das Américas',
  numero: '500',
  bairro: 'Barra da Tijuca',
  cidade: 'Rio de Janeiro',
  uf: 'RJ',
};

describe('the buyer e-mail', () => {
  it('may be empty or absent when the phone is given: it stays empty', () => {
    expect(buyerFormSchema.parse({ ...phoneOnlyBuyer, email: '' }).email).toBe('');
    expect(buyerFormSchema.parse({ ...phoneOnlyBuyer, email: '   ' }).email).toBe('');
    expect(buyerFormSchema.parse(phoneOnlyBuyer).email).toBe('');
  });

  it('is still checked when typed, and the phone stays required', () => {
    expect(issuesOf(buyerFormSchema.safeParse({ ...phoneOnlyBuyer, email: 'carla@x' }))).toEqual([
      ['email', 'invalidEmail'],
    ]);
    expect(issuesOf(buyerFormSchema.safeParse({ ...phoneOnlyBuyer, email: '', telefone: '' }))).toEqual([
      ['telefone', 'required'],
    ]);
  });

  it('travels in the protocol payload as "" when absent, in lower case when given', () => {
    const emailCliente = generateProtocolRequest.shape.emailCliente;
    expect(emailCliente.parse(undefined)).toBe('');
    expect(emailCliente.parse('')).toBe('');
    expect(emailCliente.parse(' Carla@Example.com ')).toBe('carla@example.com');
    expect(emailCliente.safeParse('carla@x').success).toBe(false);
  });
});
