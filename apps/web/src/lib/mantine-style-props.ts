/**
 * Mantine's `extractStyleProps` (core/Box/style-props), as both builds use it (build/mantine-style-props.ts, ADR 0063):
 * the same answer with a fraction of the work.
 *
 * Every Mantine component draws through `Box`, and `Box` first splits its props into style props (`mb`, `c`, `fz`, …)
 * and the rest. Mantine's version destructures all 59 names, builds a 59-key object of them and filters out the
 * undefined ones with `Object.keys(…).reduce`, on every render of every component: on a server-rendered `/carteira`
 * that was the largest single function of the render (about a quarter of `Box`'s time), and the browser pays it
 * again while hydrating. Here only the props actually passed are visited, and the style-prop object is built only when
 * one of them is a style prop.
 *
 * Same result as Mantine's, key order included (the inline `style` Mantine writes follows it, and the server's markup
 * must equal the browser's): `styleProps` holds the defined style props in Mantine's order, `rest` every other own
 * enumerable prop, undefined ones too, in the props' own order. `mantine-style-props.test.ts` compares the two.
 */

/**
 * The style props in the order Mantine's `styleProps` object lists them. The build compares this list with the names
 * Mantine's own module destructures and fails when a Mantine release adds or drops one.
 */
export const STYLE_PROP_NAMES = [
  'm',
  'mx',
  'my',
  'mt',
  'mb',
  'ml',
  'mr',
  'me',
  'ms',
  'mis',
  'mie',
  'p',
  'px',
  'py',
  'pt',
  'pb',
  'pl',
  'pr',
  'pis',
  'pie',
  'pe',
  'ps',
  'bd',
  'bg',
  'c',
  'opacity',
  'ff',
  'fz',
  'fw',
  'lts',
  'ta',
  'lh',
  'fs',
  'tt',
  'td',
  'w',
  'miw',
  'maw',
  'h',
  'mih',
  'mah',
  'bgsz',
  'bgp',
  'bgr',
  'bga',
  'pos',
  'top',
  'left',
  'bottom',
  'right',
  'inset',
  'display',
  'flex',
  'bdrs',
  'hiddenFrom',
  'visibleFrom',
  'lightHidden',
  'darkHidden',
  'sx',
] as const;

const STYLE_PROPS = new Set<PropertyKey>(STYLE_PROP_NAMES);

type Props = Record<PropertyKey, unknown>;

export function extractStyleProps(others: Props): { styleProps: Props; rest: Props } {
  const rest: Props = {};
  let hasStyleProp = false;
  for (const key of Object.keys(others)) {
    if (STYLE_PROPS.has(key)) hasStyleProp = true;
    else rest[key] = others[key];
  }
  // Object rest copies enumerable symbol keys too; props rarely have any, but the answer stays Mantine's.
  for (const symbol of Object.getOwnPropertySymbols(others)) {
    if (Object.prototype.propertyIsEnumerable.call(others, symbol)) rest[symbol] = others[symbol];
  }
  const styleProps: Props = {};
  if (hasStyleProp) {
    for (const name of STYLE_PROP_NAMES) {
      const value = others[name];
      if (value !== undefined) styleProps[name] = value;
    }
  }
  return { styleProps, rest };
}
