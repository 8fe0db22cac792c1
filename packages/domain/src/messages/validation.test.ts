import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { isValidationCode, VALIDATION_CODES, VALIDATION_MESSAGES, validationMessage } from './validation';

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
    expect(validationMessage('pixAcceptedFormats', 'pt')).toBe(
      'Formatos aceitos: CPF, CNPJ, email, telefone ou chave aleatória.',
    );
    expect(validationMessage('invalidPix', 'pt')).toContain(
      'Formatos aceitos: CPF, CNPJ, email, telefone ou chave aleatória.',
    );
    expect(validationMessage('agencyExample', 'pt')).toBe('0000-7 (4 à 5 dígitos)');
    expect(validationMessage('invalidAgency', 'pt')).toContain('0000-7 (4 à 5 dígitos)');
    expect(validationMessage('accountExample', 'pt')).toBe('0000-7 (5 à 12 dígitos)');
    expect(validationMessage('invalidAccount', 'pt')).toContain('0000-7 (5 à 12 dígitos)');
    expect(validationMessage('termsNotAccepted', 'pt')).toBe('Por favor, confirme os termos para prosseguir');
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
