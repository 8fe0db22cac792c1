import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { isValidationCode, VALIDATION_CODES, VALIDATION_MESSAGES, validationMessage } from './validation';
import { isValidAccount, isValidAgency } from '../validation/bank';

describe('VALIDATION_MESSAGES', () => {
  it('has a non-empty message for every code in every language, and nothing else', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(VALIDATION_MESSAGES[lang]).sort()).toEqual([...VALIDATION_CODES].sort());
      for (const code of VALIDATION_CODES) expect(validationMessage(code, lang).trim()).not.toBe('');
    }
  });

  it('translates: en and es differ from pt except for proper names', () => {
    const sameEverywhere = new Set(['invalidCpf', 'invalidCnpj', 'invalidCode', 'agencyExample', 'accountExample']);
    for (const code of VALIDATION_CODES) {
      if (sameEverywhere.has(code)) continue;
      expect(validationMessage(code, 'en')).not.toBe(validationMessage(code, 'pt'));
    }
  });

  it('quotes the spec texts in pt', () => {
    // Spec §5 'Quick access' and 'Outside-store form', word for word.
    expect(validationMessage('termsNotAccepted', 'pt')).toBe('Por favor, confirme os termos para prosseguir');
    expect(validationMessage('purchasePrice', 'pt')).toContain('R$ 0,00');
  });

  it('gives the spec’s Pix formats with only the random key added (ADR 0033)', () => {
    // Spec §5 'Pix key': the accepted kinds as the spec lists them; DICT's random key (EVP) is the one addition.
    const SPEC_PIX_FORMATS = 'Formatos aceitos: CPF, CNPJ, email ou telefone.';
    const withRandomKey = SPEC_PIX_FORMATS.replace(' ou telefone.', ', telefone ou chave aleatória.');
    expect(validationMessage('pixAcceptedFormats', 'pt')).toBe(withRandomKey);
    expect(validationMessage('invalidPix', 'pt')).toBe(`Chave Pix inválida. ${withRandomKey}`);
  });

  it('words the bank hints without a crase and with the ranges the bank rules enforce (issue 23)', () => {
    expect(validationMessage('agencyExample', 'pt')).toBe('0000-7 (de 4 a 5 dígitos)');
    expect(validationMessage('invalidAgency', 'pt')).toContain('0000-7 (de 4 a 5 dígitos)');
    expect(validationMessage('accountExample', 'pt')).toBe(
      '0000-7 (de 4 a 12 dígitos e o dígito verificador, se houver)',
    );
    expect(validationMessage('accountExample', 'es')).toBe(
      '0000-7 (de 4 a 12 dígitos y el dígito verificador, si lo hay)',
    );
    for (const language of ['pt', 'en', 'es'] as const) {
      expect(validationMessage('agencyExample', language)).not.toMatch(/à/);
      expect(validationMessage('accountExample', language)).not.toMatch(/à/);
    }
    // The ends of each range are what the rules take, and one past them is refused.
    expect([isValidAgency('0000'), isValidAgency('0000-7'), isValidAgency('00000-7')]).toEqual([true, true, false]);
    expect([isValidAgency('000')]).toEqual([false]);
    expect([isValidAccount('0000'), isValidAccount('0'.repeat(12)), isValidAccount('0'.repeat(12) + '-3')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([isValidAccount('000'), isValidAccount('0'.repeat(13))]).toEqual([false, false]);
  });

  it('gives the message in the requested language', () => {
    expect(validationMessage('invalidCpf', 'pt')).toBe('CPF inválido.');
    expect(validationMessage('invalidEmail', 'en')).toBe('Invalid e-mail.');
    expect(validationMessage('requiredFields', 'es')).toBe('Completa todos los campos obligatorios.');
    expect(validationMessage('purchasePrice', 'pt')).toContain('R$ 0,00');
  });
});

describe('isValidationCode', () => {
  it('recognises codes only', () => {
    expect(isValidationCode('invalidCpf')).toBe(true);
    expect(isValidationCode('purchasePrice')).toBe(true);
    expect(isValidationCode('nope')).toBe(false);
    expect(isValidationCode(1)).toBe(false);
  });
});
