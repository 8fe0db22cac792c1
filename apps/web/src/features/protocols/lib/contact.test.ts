import { describe, expect, it } from 'vitest';
import { protocolContactUpdateSchema } from '@portal/domain';
import { protocolSummary } from '../test/fixtures';
import {
  addressLine,
  clientDisplay,
  contactUpdateOf,
  contactValuesOf,
  DEPENDENT_FIELDS,
  logisticsMode,
  samePlace,
} from './contact';

describe('clientDisplay', () => {
  it('capitalises the name and hides part of the CPF, e-mail and phone', () => {
    expect(clientDisplay(protocolSummary())).toEqual({
      name: 'Ana Paula Souza',
      document: '***.982.247-**',
      email: 'a***@example.com',
      phone: '+55 (11) *****-4321',
    });
  });

  it('formats and hides a CNPJ too, and leaves missing data empty', () => {
    const display = clientDisplay(protocolSummary({ CON_CPF: '11222333000181', USU_EMAIL: null, CON_FONE_CEL: null }));
    expect(display.document).not.toContain('11222333000181');
    expect(display.document).toMatch(/\*/);
    expect(display.email).toBe('');
    expect(display.phone).toBe('');
  });
});

describe('contact values', () => {
  it('send a national phone with DDI 55 and keep a typed DDI (spec §9)', () => {
    const values = contactValuesOf(protocolSummary());
    expect(contactUpdateOf(100001, { ...values, telefone: '(21) 99876-5432' }).CON_FONE_CEL).toBe('5521998765432');
    expect(contactUpdateOf(100001, { ...values, telefone: '+54 (11) 3234-5678' }).CON_FONE_CEL).toBe('541132345678');
  });

  it('fill the form with the buyer-step masks and go back as a valid PATCH body', () => {
    const values = contactValuesOf(protocolSummary());
    expect(values.telefone).toBe('+55 (11) 98765-4321');
    expect(values.cep).toBe('01310-100');
    const update = contactUpdateOf(100001, { ...values, uf: 'sp', numero: ' 1000 ' });
    expect(update).toMatchObject({ PRT_ID: 100001, CON_FONE_CEL: '5511987654321', CON_CEP: '01310100', CON_UF: 'SP' });
    expect(update.CON_ENDNUM).toBe('1000');
    expect(protocolContactUpdateSchema.safeParse(update).success).toBe(true);
  });

  it('reads the address on one line', () => {
    expect(addressLine(contactValuesOf(protocolSummary()))).toBe(
      'Avenida Paulista, 1000 · Apto 12 · Bela Vista - São Paulo/SP · 01310-100',
    );
  });
});

describe('the place the address fields belong to (issue 23)', () => {
  it('a new CEP is another street: street, number, complement and district go; a new street keeps the district', () => {
    expect(DEPENDENT_FIELDS.cep).toEqual(['endereco', 'numero', 'complemento', 'bairro']);
    expect(DEPENDENT_FIELDS.endereco).toEqual(['numero', 'complemento']);
  });

  it('compares CEPs by digits and streets without case or spacing', () => {
    expect(samePlace('cep', '01310-100', '01310100')).toBe(true);
    expect(samePlace('cep', '01310-100', '01311-000')).toBe(false);
    expect(samePlace('endereco', ' Avenida  Paulista', 'avenida paulista')).toBe(true);
    expect(samePlace('endereco', 'Avenida Paulista', 'Rua Augusta')).toBe(false);
  });

  it('is a pickup until a post object sends the parcel through an agency', () => {
    expect(logisticsMode(protocolSummary({ shippingCode: null }))).toBe('pickup');
    expect(logisticsMode(protocolSummary({ shippingCode: 'LR123456785BR' }))).toBe('agency');
  });
});
