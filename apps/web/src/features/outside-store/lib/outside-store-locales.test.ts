import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain';

type Bundle = { [key: string]: string | Bundle };

function pluralBases(bundle: Bundle, at = ''): { base: string; forms: Set<string> }[] {
  const found = new Map<string, Set<string>>();
  const visit = (node: Bundle, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const full = prefix ? `${prefix}.${name}` : name;
      if (typeof value !== 'string') visit(value, full);
      else {
        const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(full);
        if (match) found.set(match[1]!, (found.get(match[1]!) ?? new Set()).add(match[2]!));
      }
    }
  };
  visit(bundle, at);
  return [...found].map(([base, forms]) => ({ base, forms }));
}

describe('outside-store counts (issue 23)', () => {
  // Portuguese's plural rules file 0 under 'one' ('0 item adicionado'); the house rule reads zero as plural, so a
  // language whose rules do so needs a `_zero` form (the translator tries it first for a count of 0).
  it.each(LANGUAGES)('never reads zero in the singular in %s', (language) => {
    const bundle = JSON.parse(
      readFileSync(path.resolve(__dirname, `../../../locales/${language}/outside-store.json`), 'utf8'),
    ) as Bundle;
    const zeroIsOne = new Intl.PluralRules(language).select(0) === 'one';
    const missing = pluralBases(bundle).filter(({ forms }) => zeroIsOne && !forms.has('zero'));
    expect(missing.map(({ base }) => base)).toEqual([]);
  });
});
