/**
 * The CSS a rendered page needs for its first paint (ADR 0024): the rules of the page's stylesheets that can match
 * its markup, and the custom properties those rules and the markup read. The whole stylesheets follow after the first
 * paint (the boot script links them), so anything drawn later (a modal, a toast, the dark scheme) is styled as before.
 *
 * Inlining the stylesheets whole made /home's HTML 200 kB (30 kB gzip), half of it CSS for components the page does
 * not show and Mantine's colour variables for every shade; on a slow network every byte before the first paint counts.
 *
 * It reads the minified CSS Vite writes: rules, and at-rules that nest them (@media, @supports, @layer, @container) or
 * hold their own body (@keyframes, @font-face, which are kept whole). It only ever keeps more than needed: a selector
 * goes only when it names a class the markup does not have, outside :not/:is/:where/:has; a rule without a class
 * stays; custom properties go only when nothing that stays (CSS or markup) reads them, directly or through another.
 */

const NESTING_AT_RULES = /^@(media|supports|layer|container)\b/;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
/** The page is drawn in the light scheme (the template says so); the dark scheme's rules come with the whole CSS. */
const DARK_SCHEME = /\[data-mantine-color-scheme=["']?dark["']?\]/;

interface Block {
  /** The selector list or the at-rule's prelude. */
  head: string;
  /** What is between its braces. */
  body: string;
}

/** Top-level blocks of a stylesheet: `head{body}`, braces in the body balanced. */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open < 0) break;
    let depth = 1;
    let cursor = open + 1;
    while (depth > 0 && cursor < css.length) {
      const char = css[cursor];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      cursor += 1;
    }
    blocks.push({ head: css.slice(index, open).trim(), body: css.slice(open + 1, cursor - 1) });
    index = cursor;
  }
  return blocks;
}

/** Splits on commas outside parentheses (`.a:is(.b,.c),.d` is two selectors). */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/** Drops the arguments of functional pseudo-classes: what they name is not required to be present. */
function withoutFunctionalPseudoClasses(selector: string): string {
  let result = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (depth === 0) result += char;
    if (char === ')') depth -= 1;
  }
  return result;
}

function selectorCanMatch(selector: string, classes: ReadonlySet<string>): boolean {
  if (DARK_SCHEME.test(selector)) return false;
  for (const match of withoutFunctionalPseudoClasses(selector).matchAll(CLASS_IN_SELECTOR)) {
    if (!classes.has(match[1]!)) return false;
  }
  return true;
}

/**
 * Rebuilds a stylesheet rule by rule: `keep` returns what stays of a style rule ('' for nothing); nesting at-rules are
 * walked into and dropped once empty; other at-rules (@keyframes, @font-face) stay whole.
 */
function mapRules(css: string, keep: (selectorList: string, body: string) => string): string {
  let kept = '';
  for (const { head, body } of blocksOf(css)) {
    if (NESTING_AT_RULES.test(head)) {
      const inner = mapRules(body, keep);
      if (inner) kept += `${head}{${inner}}`;
    } else if (head.startsWith('@')) {
      kept += `${head}{${body}}`;
    } else {
      kept += keep(head, body);
    }
  }
  return kept;
}

function keepMatchingRules(css: string, classes: ReadonlySet<string>): string {
  return mapRules(css, (head, body) => {
    const selectors = selectorsOf(head).filter((selector) => selectorCanMatch(selector, classes));
    return selectors.length > 0 ? `${selectors.join(',')}{${body}}` : '';
  });
}

/** Declarations of a rule body, split on semicolons outside parentheses and strings (a data URL may hold one). */
function declarationsOf(body: string): string[] {
  const declarations: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quote) {
      if (char === quote && body[index - 1] !== '\\') quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      declarations.push(body.slice(start, index));
      start = index + 1;
    }
  }
  declarations.push(body.slice(start));
  return declarations.filter((declaration) => declaration.trim() !== '');
}

const propertyOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();
const referencesIn = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1]!);

/** Custom properties read by the kept CSS (outside definitions) and the markup, closed over definitions. */
function readProperties(css: string, markup: string): Set<string> {
  const definitions = new Map<string, string[]>();
  const read = new Set<string>(referencesIn(markup));
  const visit = (text: string) => {
    for (const { head, body } of blocksOf(text)) {
      if (NESTING_AT_RULES.test(head)) visit(body);
      else if (head.startsWith('@')) for (const name of referencesIn(body)) read.add(name);
      else {
        for (const declaration of declarationsOf(body)) {
          const property = propertyOf(declaration);
          const references = referencesIn(declaration.slice(declaration.indexOf(':') + 1));
          if (property.startsWith('--'))
            definitions.set(property, [...(definitions.get(property) ?? []), ...references]);
          else for (const name of references) read.add(name);
        }
      }
    }
  };
  visit(css);
  const pending = [...read];
  while (pending.length > 0) {
    for (const name of definitions.get(pending.pop()!) ?? []) {
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
    }
  }
  return read;
}

function dropUnreadProperties(css: string, read: ReadonlySet<string>): string {
  return mapRules(css, (head, body) => {
    const declarations = declarationsOf(body).filter((declaration) => {
      const property = propertyOf(declaration);
      return !property.startsWith('--') || read.has(property);
    });
    return declarations.length > 0 ? `${head}{${declarations.join(';')}}` : '';
  });
}

/** The class names used in a piece of markup. */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const match of markup.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The part of `css` the first paint of `markup` can use (see the module comment). */
export function criticalCss(css: string, markup: string): string {
  const matching = keepMatchingRules(css, classesIn(markup));
  return dropUnreadProperties(matching, readProperties(matching, markup));
}

/**
 * criticalCss with its results kept: what it keeps depends only on the stylesheets, the markup's classes and the
 * custom properties the markup reads, which repeat from one visitor's page to the next (about 10 ms saved a page).
 */
export function createCriticalCss(maxEntries = 200) {
  const kept = new Map<string, string>();
  // `css` is asked for only when the result is not kept: joining the stylesheets is 100 kB of copying per page.
  return (stylesheets: readonly string[], css: () => string, markup: string): string => {
    const key = [
      stylesheets.join(' '),
      [...classesIn(markup)].sort().join(' '),
      [...new Set(referencesIn(markup))].sort().join(' '),
    ].join('\n');
    let result = kept.get(key);
    if (result === undefined) {
      result = criticalCss(css(), markup);
      // The oldest entry goes first (a Map iterates in insertion order).
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, result);
    }
    return result;
  };
}
