import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain';

interface OrdersBundle {
  form: { desire: string };
  modals: { stockEmpty: { textOthers: string } };
}

describe('the stock-empty modal (issue 46)', () => {
  // The modal sends the shopper back to the field: it must call it what the field's label calls it ('wish' stood
  // where the field said 'Resolution').
  it.each(LANGUAGES)('names the desire field by its label in %s', (language) => {
    const bundle = JSON.parse(
      readFileSync(path.resolve(__dirname, `../../../locales/${language}/orders.json`), 'utf8'),
    ) as OrdersBundle;
    const label = bundle.form.desire.toLocaleLowerCase(language);
    expect(bundle.modals.stockEmpty.textOthers.toLocaleLowerCase(language)).toContain(label);
  });
});
