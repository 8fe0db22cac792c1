import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@portal/domain entry', () => {
  it('exposes the foundation modules', () => {
    const expected = [
      'DEFAULT_DDI',
      'onlyDigits',
      'isValidCpf',
      'formatCnpj',
      'maskEmail',
      'splitPhone',
      'formatCep',
      'isValidUf',
      'normalizePixKey',
      'isValidAgency',
      'formatDocument',
      'formatInvoiceNumber',
      'capitalizeName',
      'formatMoney',
      'parseMoney',
      'formatDate',
      'daysSinceInSaoPaulo',
      'orderLineUniqueKey',
      'statusName',
      'paymentTypeName',
      'contactTypeName',
      'resolveLanguage',
      'validationMessage',
    ];
    for (const name of expected) expect(domain, name).toHaveProperty(name);
  });

  it('formats through the entry as through the modules', () => {
    expect(domain.formatMoney(123456)).toBe('R$ 1.234,56');
    expect(domain.formatDate('2026-03-01T02:30:00Z')).toBe('28/02/2026');
    expect(domain.statusName(domain.STATUS.OPENED, 'en')).toBe('Opened');
  });

  it('does not expose the test generators', () => {
    expect(domain).not.toHaveProperty('validCpf');
    expect(domain).not.toHaveProperty('cpfFromBase');
  });
});
