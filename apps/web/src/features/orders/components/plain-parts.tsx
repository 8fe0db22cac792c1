import type { CSSProperties, ReactNode } from 'react';
import { Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

/**
 * Mantine's Title, Text, Group, Stack and VisuallyHidden, for the props the order list uses, as the very elements
 * Mantine draws for them: the same tag, classes, data attributes and CSS variables, so the same look from the same
 * stylesheets (issue 29, ADR 0056). Each Mantine element runs its Box, style props and styles API per render: with
 * the list's many copies that was most of Home's server render and of its hydration in the browser. Anything not
 * listed here (buttons, badges, inputs) stays Mantine.
 */
type Spacing = 'xs' | 'sm' | 'md' | 'lg';
type Heading = 'h4' | 'h5';

const spacing = (size: Spacing) => `var(--mantine-spacing-${size})`;
const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

const STACK_CLASS = `${Stack.classes.root} mantine-Stack-root`;
const GROUP_CLASS = `${Group.classes.root} mantine-Group-root`;
const TITLE_CLASS = `${Title.classes.root} mantine-Title-root`;
const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const HIDDEN_CLASS = `${VisuallyHidden.classes.root} mantine-VisuallyHidden-root`;

/** `<Stack gap={gap}>` */
export function PlainStack({ gap, children, testId }: { gap: Spacing; children: ReactNode; testId?: string }) {
  const style = { '--stack-gap': spacing(gap), '--stack-align': 'stretch', '--stack-justify': 'flex-start' };
  return (
    <div style={style as CSSProperties} className={STACK_CLASS} data-testid={testId}>
      {children}
    </div>
  );
}

/** `<Group gap={gap}>` (wrapping, centred, from the start) */
export function PlainGroup({ gap, children }: { gap: Spacing; children: ReactNode }) {
  const style = {
    '--group-gap': spacing(gap),
    '--group-align': 'center',
    '--group-justify': 'flex-start',
    '--group-wrap': 'wrap',
  };
  return (
    <div style={style as CSSProperties} className={GROUP_CLASS}>
      {children}
    </div>
  );
}

/** `<Title order={order} size={size} mb={mb}>` */
export function PlainTitle({
  order,
  size,
  mb,
  id,
  className,
  children,
}: {
  order: 2 | 3;
  size: Heading;
  mb?: Spacing;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = order === 2 ? 'h2' : 'h3';
  const style: Record<string, string> = {
    '--title-fw': `var(--mantine-${size}-font-weight)`,
    '--title-lh': `var(--mantine-${size}-line-height)`,
    '--title-fz': `var(--mantine-${size}-font-size)`,
  };
  if (mb) style.marginBottom = spacing(mb);
  return (
    <Tag style={style as CSSProperties} className={join(className, TITLE_CLASS)} data-size={size} data-order={order} id={id}>
      {children}
    </Tag>
  );
}

/** `<Text fw={700} size="lg">` */
export function PlainStrongText({ children }: { children: ReactNode }) {
  const style = { '--text-fz': 'var(--mantine-font-size-lg)', '--text-lh': 'var(--mantine-line-height-lg)' };
  return (
    <p style={{ ...(style as CSSProperties), fontWeight: 700 }} className={TEXT_CLASS} data-size="lg">
      {children}
    </p>
  );
}

/** `<VisuallyHidden>` */
export function PlainVisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={HIDDEN_CLASS}>{children}</span>;
}
