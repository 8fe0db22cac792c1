import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import * as backoffice from './index';

const NUL = 'a\u0000b';

describe('@portal/domain/backoffice', () => {
  it('is not part of the package entry the shopper pages import', () => {
    for (const name of [
      'protocolAnswer',
      'queueAnswer',
      'operatorSchema',
      'bulkBody',
      'figureAnswer',
      'catalogueAnswer',
    ])
      expect(domain, name).not.toHaveProperty(name);
    expect(backoffice).toHaveProperty('protocolAnswer');
  });

  it('every text a console or ERP body takes refuses a control character (ADR 0015)', () => {
    const refused = [
      backoffice.transitionBody.safeParse({ to: 2, note: NUL }),
      backoffice.transitionBody.safeParse({ to: -1, denialReason: NUL }),
      backoffice.erpTransitionBody.safeParse({ to: 2, transitionId: 't-1', note: NUL }),
      backoffice.newOperatorBody.safeParse({ email: 'a@b.info', name: NUL, role: 'agent', brands: [1] }),
      backoffice.operatorChangeBody.safeParse({ name: NUL }),
      backoffice.noteBody.safeParse({ note: NUL }),
      backoffice.bulkBody.safeParse({ bulkId: '0b8c7a52-3f1e-4d6a-9c2b-5e4f3a2b1c0d', prtIds: [1], to: 2, note: NUL }),
      backoffice.newSubscriptionBody.safeParse({ brandId: 1, url: `https://x.test/${NUL}`, events: ['coupon.issued'] }),
      backoffice.queueQuery.safeParse({ q: NUL }),
    ];
    for (const [index, result] of refused.entries()) {
      expect(result.success, String(index)).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        String(index),
      ).toContain('invalidCharacters');
    }
  });

  it('a note keeps its line breaks; the operator’s sign-in takes an address zod takes', () => {
    expect(backoffice.transitionBody.parse({ to: 2, note: 'linha 1\nlinha 2' }).note).toBe('linha 1\nlinha 2');
    expect(backoffice.codeBody.safeParse({ email: 'rui@marca.info' }).success).toBe(true);
  });
});
