import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { interpolate, type TranslateFunction } from './translator';

interface TransProps {
  /** The `t` of the namespace the key is in (from useTranslation). */
  t: TranslateFunction;
  i18nKey: string;
  /** Placeholder values; `count` and `context` also choose the text's form, as in `t`. */
  values?: Readonly<Record<string, unknown>>;
  /** The elements the text's tags stand for: `<strong>…</strong>` in the text renders `components.strong`. */
  components?: Readonly<Record<string, ReactElement>>;
}

/**
 * A text with markup, e.g. 'Enviamos para <strong>{{destination}}</strong>': the tags become the given elements
 * (their content as children) and the placeholders are filled inside them afterwards, so a value can never add markup.
 */
export function Trans({ t, i18nKey, values, components = {} }: TransProps) {
  const count = values?.count;
  const context = values?.context;
  const text = t(i18nKey, {
    ...(typeof count === 'number' ? { count } : {}),
    ...(typeof context === 'string' ? { context } : {}),
  });
  return <>{renderMarkup(text, values, components)}</>;
}

interface OpenTag {
  name: string;
  children: ReactNode[];
}

const TAG = /<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/g;

function renderMarkup(
  text: string,
  values: Readonly<Record<string, unknown>> | undefined,
  components: Readonly<Record<string, ReactElement>>,
): ReactNode[] {
  const root: OpenTag = { name: '', children: [] };
  const stack: OpenTag[] = [root];
  let keyCounter = 0;
  const top = () => stack[stack.length - 1]!;
  const element = (name: string, children: ReactNode[]): ReactNode => {
    const key = `${name}-${keyCounter++}`;
    const component = components[name];
    if (!component) return <Fragment key={key}>{children}</Fragment>;
    // An element given with its own children (a link's text) keeps them when the tag is empty.
    return children.length > 0 ? cloneElement(component, { key }, ...children) : cloneElement(component, { key });
  };
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name, selfClosing] = match;
    if (match.index > last) top().children.push(interpolate(text.slice(last, match.index), values));
    last = match.index + whole.length;
    if (selfClosing) top().children.push(element(name!, []));
    else if (!closing) stack.push({ name: name!, children: [] });
    else if (stack.length > 1 && top().name === name) {
      const done = stack.pop()!;
      top().children.push(element(done.name, done.children));
    }
  }
  if (last < text.length) top().children.push(interpolate(text.slice(last), values));
  // A tag left open (a typo in a locale file) still shows its text.
  while (stack.length > 1) {
    const open = stack.pop()!;
    top().children.push(element(open.name, open.children));
  }
  return root.children;
}
