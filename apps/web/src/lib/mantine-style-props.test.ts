import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractStyleProps, STYLE_PROP_NAMES } from './mantine-style-props';
import { mantineStylePropNames, MANTINE_EXTRACT_STYLE_PROPS_PATH } from '../../build/mantine-style-props';

/** Mantine's own module, read from the package the app depends on (its exports do not name it). */
const mantineIndex = createRequire(path.join(process.cwd(), 'package.json')).resolve('@mantine/core');
const mantineFile = path.join(mantineIndex.slice(0, mantineIndex.lastIndexOf(`${path.sep}cjs${path.sep}`)), MANTINE_EXTRACT_STYLE_PROPS_PATH);
type Extract = typeof extractStyleProps;
const mantine = (await import(pathToFileURL(mantineFile).href)) as { extractStyleProps: Extract };

const only = Symbol('only');
const hidden = Symbol('hidden');
const withHiddenSymbol = { children: 'x', mb: 'md' };
Object.defineProperty(withHiddenSymbol, hidden, { value: 1, enumerable: false });

/** Props as components pass them: none, only style props, none of them, undefined values, every name, symbols. */
const cases: Record<string, Record<PropertyKey, unknown>> = {
  empty: {},
  'no style props': { children: 'x', className: 'a', 'data-x': 1, onClick() {}, role: 'status' },
  'style props among others': { children: 'x', mb: 'md', c: 'dimmed', fz: 'sm', className: 'b', ta: 'center' },
  'style props first, in another order than Mantine lists them': { sx: 1, ta: 'left', m: 0, p: 4, id: 'q' },
  'undefined values': { mt: undefined, 'aria-label': undefined, w: 0, h: null, display: false, title: undefined },
  'every style prop': Object.fromEntries(STYLE_PROP_NAMES.map((name, index) => [name, index])),
  'responsive values': { mb: { base: 'xs', sm: 'md' }, hiddenFrom: 'sm', lightHidden: true, tabIndex: 0 },
  'a symbol key': { [only]: 'kept', children: 'x', pos: 'relative' },
  'a non-enumerable symbol': withHiddenSymbol,
};

/** Both halves with their key order and symbols, which toEqual alone would not compare. */
const shape = (result: ReturnType<Extract>) => ({
  styleProps: [Reflect.ownKeys(result.styleProps), result.styleProps],
  rest: [Reflect.ownKeys(result.rest), result.rest],
});

describe("extractStyleProps, our build's in place of Mantine's", () => {
  it.each(Object.entries(cases))('answers as Mantine does: %s', (_name, props) => {
    expect(shape(extractStyleProps(props))).toEqual(shape(mantine.extractStyleProps(props)));
  });

  it('leaves the props it was given untouched', () => {
    const props = { mb: 'md', children: 'x' };
    extractStyleProps(props);
    expect(props).toEqual({ mb: 'md', children: 'x' });
  });

  it("knows exactly the style props Mantine's module destructures (the build checks it too)", () => {
    expect([...STYLE_PROP_NAMES].sort()).toEqual([...mantineStylePropNames(readFileSync(mantineFile, 'utf8'))].sort());
  });
});
