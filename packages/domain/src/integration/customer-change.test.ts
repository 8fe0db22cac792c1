import { describe, expect, it } from 'vitest';
import { customerChange, offeredContacts } from './customer-change';

const diego = { cpf: '52998224725', email: 'diego@example.com', phone: '5511987654321' };

describe('customerChange', () => {
  it('never takes another e-mail, phone or CPF: they are a conflict', () => {
    expect(customerChange(diego, { ...diego, email: 'thief@example.com' })).toEqual({
      kind: 'conflict',
      reason: 'identity_differs',
      fields: ['email'],
      fill: {},
    });
    expect(customerChange(diego, { cpf: '11144477735', email: 'x@example.com', phone: null })).toMatchObject({
      kind: 'conflict',
      fields: ['cpf', 'email'],
    });
  });

  it('fills a missing CPF, also beside a conflict', () => {
    const noCpf = { ...diego, cpf: null };
    expect(customerChange(noCpf, diego)).toEqual({ kind: 'fill', reason: 'cpf_missing', fill: { cpf: diego.cpf } });
    expect(customerChange(noCpf, { ...diego, phone: '5521999991199' })).toMatchObject({
      kind: 'conflict',
      fill: { cpf: diego.cpf },
    });
  });

  it('keeps a contact the account lacks on the order only (it would add a way to sign in)', () => {
    expect(customerChange({ ...diego, email: null }, diego)).toEqual({
      kind: 'kept',
      reason: 'contact_not_taken',
      fill: {},
    });
  });

  it('is the same when the document says less or the same', () => {
    expect(customerChange(diego, { cpf: diego.cpf, email: null, phone: null })).toEqual({ kind: 'same' });
    expect(customerChange(diego, diego)).toEqual({ kind: 'same' });
  });
});

describe('offeredContacts', () => {
  it('offers the contacts the document has and the account does not', () => {
    expect(offeredContacts(diego, { ...diego, email: 'new@example.com' })).toEqual(['email']);
    expect(offeredContacts({ ...diego, phone: null }, diego)).toEqual(['phone']);
    expect(offeredContacts(diego, { cpf: null, email: null, phone: null })).toEqual([]);
  });
});
