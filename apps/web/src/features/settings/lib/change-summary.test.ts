import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, NO_REASON_TERMS, SHIPPING_SETTINGS_DEFAULTS } from '@portal/domain';
import {
  bonusBody,
  campaignBody,
  desireBody,
  desireTermsBody,
  generalSettingsBody,
  reasonBody,
  reasonTermsBody,
  shippingSettingsBody,
  subReasonBody,
  subReasonTermsBody,
} from '@portal/domain/backoffice';
import '../../backoffice/console-locales';
import { i18n } from '../../../lib/i18n';
import { changedFields, changeLine, FIELD_LABELS } from './change-summary';
import { REASON, REASON_NAME as name } from '../test/fixtures';

const linesOf = (language: string, before: unknown, after: unknown, terms: boolean) => {
  const t = i18n.getFixedT(language, 'settings') as (key: string, options?: Record<string, unknown>) => string;
  return changedFields(before, after).map((change) => changeLine(change, t, terms));
};

beforeAll(async () => {
  for (const language of LANGUAGES) await i18n.loadNamespaces(['settings', 'common'], language);
});

describe('a history entry, as an operator reads it (issue 46, Medium 5)', () => {
  it('lists only what changed: a first term of a brand names that term alone', () => {
    const after = { ...NO_REASON_TERMS, slaDays: 3 };
    expect(changedFields(null, after)).toEqual([{ field: 'slaDays', before: null, after: 3 }]);
    // Removing the brand's row (it follows the catalogue again) is a change of its one term back to the catalogue.
    expect(changedFields(after, null)).toEqual([{ field: 'slaDays', before: 3, after: null }]);
    expect(changedFields(REASON, { ...REASON, slaDays: 7 })).toEqual([{ field: 'slaDays', before: 30, after: 7 }]);
  });

  it('names each field by its label in pt, en and es, never by its key', () => {
    const after = { ...NO_REASON_TERMS, slaDays: 3, requiresImages: true };
    expect(linesOf('pt', null, after, true)).toEqual([
      'Prazo em dias após a entrega: como no catálogo → 3',
      'Exige fotos: como no catálogo → Sim',
    ]);
    expect(linesOf('en', null, after, true)).toEqual([
      'Deadline in days after delivery: as in the catalogue → 3',
      'Photos required: as in the catalogue → Yes',
    ]);
    expect(linesOf('es', null, after, true)[0]).toMatch(/^Plazo .*: como en el catálogo → 3$/);
  });

  it('a text in three languages lists the language that changed, and a trigger and a bonus by their names', () => {
    const before = { ...REASON, name, trigger: 'T', bonusCode: null };
    const after = { ...REASON, name: { ...name, en: 'Wrong size' }, trigger: 'C', bonusCode: 2 };
    expect(linesOf('pt', before, after, false)).toEqual([
      'Nome (English): Size did not fit → Wrong size',
      'Gatilho: Troca → Vale-compras',
      'Bônus: (vazio) → Bônus 2',
    ]);
  });

  it("a brand's shipping settings: choices by their names, each field of the returns centre on its own line", () => {
    const centre = {
      name: 'CD Corre',
      document: '12345678000199',
      cep: '01310100',
      street: 'Av. Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      phone: null,
      email: null,
    };
    const before = { ...SHIPPING_SETTINGS_DEFAULTS, returnsCentre: centre };
    const after = { ...before, issueAt: 'approval', format: '1', returnsCentre: { ...centre, cep: '01310200' } };
    expect(linesOf('pt', before, after, false)).toEqual([
      'Quando emitir o código: Ao abrir o protocolo → Na aprovação do protocolo',
      'Formato do volume: Pacote ou caixa → Envelope',
      'Centro de devoluções · CEP: 01310100 → 01310200',
    ]);
    expect(linesOf('en', SHIPPING_SETTINGS_DEFAULTS, before, false)).toContain(
      'Returns centre · Name: (empty) → CD Corre',
    );
    for (const key of Object.keys(shippingSettingsBody.shape.returnsCentre.unwrap().shape)) {
      expect(FIELD_LABELS[`returnsCentre.${key}`], key).toBeDefined();
    }
  });

  it('every field of every setting and term has a label in the three languages', () => {
    const bodies = [
      reasonBody,
      subReasonBody,
      desireBody,
      bonusBody,
      generalSettingsBody,
      campaignBody,
      reasonTermsBody,
      subReasonTermsBody,
      desireTermsBody,
      shippingSettingsBody,
    ];
    for (const field of new Set(bodies.flatMap((body) => Object.keys(body.shape)))) {
      const key = FIELD_LABELS[field];
      expect(key, field).toBeDefined();
      for (const language of LANGUAGES) expect(i18n.resolve(language, 'settings', key!), field).toBeDefined();
    }
  });
});
