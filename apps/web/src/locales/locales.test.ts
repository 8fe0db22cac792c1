import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain';
import { FILE_NAMESPACES } from '../lib/i18n-namespaces';

const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

// i18next picks `key_one`, `key_many`, `key_other`… by language; languages need not share the same plural forms.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a locale file as 'a.b.c' -> its texts; plural variants collapse onto their base key. */
function flatten(value: Json, prefix = '', out = new Map<string, Json[]>()): Map<string, Json[]> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
    return out;
  }
  const key = prefix.replace(PLURAL_SUFFIX, '');
  out.set(key, [...(out.get(key) ?? []), value]);
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!);
}

/** Lists every file found in one language but not in another (recursively, so sub-folders count too). */
function filesOf(language: string): string[] {
  const root = join(LOCALES_DIR, language);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.json') ? [relative(root, path)] : [];
    });
  return walk(root).sort();
}

/** Problems between the languages of one namespace: missing keys, empty texts, different placeholders. */
function compareLanguages(byLanguage: Record<string, Json>): string[] {
  const flat = Object.fromEntries(Object.entries(byLanguage).map(([lang, json]) => [lang, flatten(json)]));
  const allKeys = new Set(Object.values(flat).flatMap((map) => [...map.keys()]));
  const problems: string[] = [];
  for (const key of [...allKeys].sort()) {
    const present = Object.entries(flat).filter(([, map]) => map.has(key));
    for (const [lang, map] of Object.entries(flat)) {
      const values = map.get(key);
      if (!values) {
        problems.push(`${lang}: missing "${key}" (present in ${present.map(([l]) => l).join(', ')})`);
      } else if (values.some((value) => typeof value !== 'string' || value.trim() === '')) {
        problems.push(`${lang}: "${key}" is not a non-empty text`);
      }
    }
    const shapes = new Set(
      present.map(([, map]) => {
        const names = map.get(key)!.flatMap((value) => (typeof value === 'string' ? placeholders(value) : []));
        return [...new Set(names)].sort().join(',');
      }),
    );
    if (shapes.size > 1) problems.push(`"${key}": placeholders differ between languages (${[...shapes].join(' | ')})`);
  }
  return problems;
}

describe('locale files', () => {
  const files = Object.fromEntries(LANGUAGES.map((language) => [language, filesOf(language)]));
  const allFiles = [...new Set(Object.values(files).flat())].sort();

  it('has a file for every namespace in every language', () => {
    for (const language of LANGUAGES) {
      for (const namespace of FILE_NAMESPACES) expect(files[language]).toContain(`${namespace}.json`);
    }
  });

  it('has the same files in every language', () => {
    const missing = LANGUAGES.flatMap((language) =>
      allFiles.filter((file) => !files[language]!.includes(file)).map((file) => `${language}/${file}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(allFiles)('%s has the same keys, non-empty texts and placeholders in every language', (file) => {
    const byLanguage: Record<string, Json> = {};
    for (const language of LANGUAGES) {
      if (!files[language]!.includes(file)) continue;
      const parsed = JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as Json;
      expect(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed), `${language}/${file}`).toBe(true);
      byLanguage[language] = parsed;
    }
    expect(compareLanguages(byLanguage)).toEqual([]);
  });

  it('reports a key that one language lacks, however deep, and tolerates different plural forms', () => {
    const problems = compareLanguages({
      pt: { a: { b: { c: 'x' } }, items_one: '{{count}} item', items_other: '{{count}} itens' },
      en: { a: { b: {} }, items_one: '{{count}} item', items_other: '{{count}} items' },
      es: { a: { b: { c: 'x' } }, items_one: '{{count}} ítem', items_many: '{{count}} ítems', items_other: '{{n}}' },
    });
    expect(problems).toEqual([
      'en: missing "a.b.c" (present in pt, es)',
      '"items": placeholders differ between languages (count | count,n)',
    ]);
    expect(compareLanguages({ pt: { title: 'Olá' }, en: { title: ' ' } })).toEqual([
      'en: "title" is not a non-empty text',
    ]);
  });
});
