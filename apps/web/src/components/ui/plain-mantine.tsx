import type { CSSProperties, ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

/**
 * Mantine's Title, Text, Anchor, Group, Stack and VisuallyHidden, for the props the frame, Home, the order list, the
 * protocol list and the wallet's first screen use, as the very elements Mantine draws for them: the same tag,
 * classes, data attributes and CSS variables, so the same look from the same stylesheets (issue 29, ADR 0056, 0063;
 * plain-mantine.test.tsx compares each use with Mantine's markup).
 * Each Mantine element runs its Box, style props and styles API per render: on a server-rendered first page that was
 * most of React's time, and again in the browser's hydration. Badges, inputs and buttons stay Mantine (but for
 * plain-page-parts.tsx's card button). The frame draws these, so they ship in the entry script: parts only a page's
 * own route uses live in plain-page-parts.tsx, in that route's chunk (the first page's script budget).
 */
export type Spacing = 'xs' | 'sm' | 'md' | 'lg';
type Heading = 'h4' | 'h5';
type FontSize = 'xs' | 'sm' | 'lg';

/** A theme spacing, or pixels as Mantine's rem() writes them. */
export const spacing = (size: Spacing | number) =>
  typeof size === 'number' ? `calc(${size / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${size})`;
/** Class names, the absent ones left out. */
export const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
const textSize = (size: FontSize) => ({
  '--text-fz': `var(--mantine-font-size-${size})`,
  '--text-lh': `var(--mantine-line-height-${size})`,
});

const STACK_CLASS = `${Stack.classes.root} mantine-Stack-root`;
const GROUP_CLASS = `${Group.classes.root} mantine-Group-root`;
const TITLE_CLASS = `${Title.classes.root} mantine-Title-root`;
export const TEXT_CLASS = `${Text.classes.root} mantine-Text-root`;
const ANCHOR_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;
const HIDDEN_CLASS = `${VisuallyHidden.classes.root} mantine-VisuallyHidden-root`;

/** `<Stack gap={gap}>`, or `<Stack gap={gap} component="section" aria-labelledby={labelledBy}>` */
export function PlainStack({
  gap,
  component: Tag = 'div',
  labelledBy,
  children,
  testId,
}: {
  gap: Spacing;
  component?: 'div' | 'section';
  /** `aria-labelledby` */
  labelledBy?: string;
  children: ReactNode;
  testId?: string;
}) {
  const style = { '--stack-gap': spacing(gap), '--stack-align': 'stretch', '--stack-justify': 'flex-start' };
  return (
    <Tag style={style as CSSProperties} className={STACK_CLASS} aria-labelledby={labelledBy} data-testid={testId}>
      {children}
    </Tag>
  );
}

/** `<Group gap={gap} justify={justify} wrap={wrap} component={component}>` (centred) */
export function PlainGroup({
  gap,
  justify = 'flex-start',
  wrap = 'wrap',
  component: Tag = 'div',
  className,
  children,
}: {
  gap: Spacing | number;
  justify?: 'flex-start' | 'space-between';
  wrap?: 'wrap' | 'nowrap';
  component?: 'div' | 'ul';
  className?: string;
  children: ReactNode;
}) {
  const style = {
    '--group-gap': spacing(gap),
    '--group-align': 'center',
    '--group-justify': justify,
    '--group-wrap': wrap,
  };
  return (
    <Tag style={style as CSSProperties} className={join(className, GROUP_CLASS)}>
      {children}
    </Tag>
  );
}

/** `<Title order={order} size={size} mb={mb}>`, or `<Title order={order}>` */
export function PlainTitle({
  order,
  size,
  mb,
  id,
  className,
  children,
}: {
  order: 1 | 2 | 3;
  /** Absent: the heading's own size (`h1` for order 1), and no data-size, as Mantine draws it. */
  size?: Heading;
  mb?: Spacing | number;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = (['h1', 'h2', 'h3'] as const)[order - 1]!;
  const sized = size ?? `h${order}`;
  const style: Record<string, string> = {
    '--title-fw': `var(--mantine-${sized}-font-weight)`,
    '--title-lh': `var(--mantine-${sized}-line-height)`,
    '--title-fz': `var(--mantine-${sized}-font-size)`,
  };
  if (mb !== undefined) style.marginBottom = spacing(mb);
  return (
    <Tag
      style={style as CSSProperties}
      className={join(className, TITLE_CLASS)}
      data-size={size}
      data-order={order}
      id={id}
    >
      {children}
    </Tag>
  );
}

/**
 * `<Text size={size} c="dimmed">`, `<Text size={size} fw={700}>` when `strong`, or `<Text size={size}>` when
 * `dimmed={false}`
 */
export function PlainText({
  size,
  strong = false,
  fw,
  dimmed = !strong && fw === undefined,
  my,
  mt,
  mb,
  id,
  role,
  live,
  testId,
  className,
  children,
}: {
  /** Absent: the body text's size, and no data-size. */
  size?: FontSize;
  /** `fw={700}` */
  strong?: boolean;
  /** `fw={600}` (not dimmed unless asked) */
  fw?: 600;
  dimmed?: boolean;
  my?: Spacing;
  /** A theme spacing, or pixels as Mantine's number. */
  mt?: Spacing | number;
  mb?: Spacing;
  id?: string;
  role?: 'status';
  /** `aria-live` */
  live?: 'polite';
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  // Mantine's order: the size's variables, then the style props in its list's order (margins, colour, weight).
  const style = {
    ...(size ? textSize(size) : {}),
    ...(my ? { marginBlock: spacing(my) } : {}),
    ...(mt !== undefined ? { marginTop: spacing(mt) } : {}),
    ...(mb ? { marginBottom: spacing(mb) } : {}),
    ...(dimmed ? { color: 'var(--mantine-color-dimmed)' } : {}),
    ...(strong ? { fontWeight: 700 } : fw ? { fontWeight: fw } : {}),
  };
  return (
    <p
      style={style as CSSProperties}
      className={join('mantine-focus-auto', className, TEXT_CLASS)}
      data-size={size}
      id={id}
      role={role}
      aria-live={live}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** `<Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">` */
export function PlainExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      style={textSize('sm') as CSSProperties}
      className={ANCHOR_CLASS}
      data-size="sm"
      data-underline="hover"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}

/** `<VisuallyHidden>` */
export function PlainVisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={HIDDEN_CLASS}>{children}</span>;
}
