import { describe, expect, it } from 'vitest';
import { effectiveDeadlineMessage, outOfDeadlineMessage } from './deadline';

const NAME = { pt: 'Tamanho não serviu', en: 'Size did not fit', es: 'La talla no sirvió' };

describe('the out-of-deadline message (issue 46)', () => {
  it('names the effective days, never the text stored for another deadline', () => {
    const stored = outOfDeadlineMessage(NAME, 30);
    const message = effectiveDeadlineMessage({
      name: NAME,
      slaRestricted: true,
      slaDays: 3,
      outOfDeadlineMessage: stored,
    });
    expect(message?.pt).toBe(
      'O prazo para "Tamanho não serviu" é de 3 dias após a entrega e já terminou. Se precisar de ajuda, fale com o nosso SAC.',
    );
    expect(message?.en).toContain('up to 3 days after delivery');
    expect(message?.es).toContain('es de 3 días después de la entrega');
    expect(outOfDeadlineMessage(NAME, 1).pt).toContain('é de 1 dia após');
  });

  it('keeps the stored text of a reason without a deadline', () => {
    const stored = { pt: 'Fale com o SAC.', en: 'Contact us.', es: 'Contáctanos.' };
    expect(
      effectiveDeadlineMessage({ name: NAME, slaRestricted: false, slaDays: 30, outOfDeadlineMessage: stored }),
    ).toBe(stored);
  });
});
