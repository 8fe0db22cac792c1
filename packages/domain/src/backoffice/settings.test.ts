import { describe, expect, it } from 'vitest';
import { desireBody, localizedText } from './settings';

const names = { pt: 'Defeito', en: 'Defect', es: 'Defecto' };

describe('policy settings texts (ADR 0015)', () => {
  it('a NUL in any language of a text is refused as invalidCharacters', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const result = localizedText.safeParse({ ...names, [language]: 'Def\u0000eito' });
      expect(result.success, language).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: [language], message: 'invalidCharacters' });
    }
  });

  it('a message keeps its line breaks and is trimmed', () => {
    expect(localizedText.parse({ ...names, pt: ' Linha 1\nLinha 2\t ' }).pt).toBe('Linha 1\nLinha 2');
  });

  it('a trigger with a control character is refused', () => {
    const desire = {
      reasonId: 1,
      name: names,
      active: true,
      trigger: '\u0007',
      sizeChange: false,
      colourChange: false,
      refund: true,
      storeCredit: false,
      bonusCode: null,
      auxiliaryMessage: null,
    };
    expect(desireBody.safeParse(desire).success).toBe(false);
    expect(desireBody.safeParse({ ...desire, trigger: 'E' }).success).toBe(true);
  });
});
