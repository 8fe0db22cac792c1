import type { CSSProperties, ReactNode } from 'react';
import { useMantineTheme } from '@mantine/core';
import { Link } from 'react-router';
import { join, spacing, TEXT_CLASS, type Spacing } from './plain-mantine';

/**
 * More of Mantine's markup drawn as plain elements (ADR 0056, ADR 0062), for parts only a page's own route draws: the
 * protocol list's column and details links, the order card's button. Kept apart from plain-mantine.tsx, which the frame
 * imports into the entry script, so that these ship in their routes' chunks; plain-mantine.test.tsx compares each with
 * Mantine's own markup.
 */

// Mantine's class names written out rather than read from Container.classes and Button.classes: importing those
// components here moved them between the lazy pages' shared chunks, and /login's preloads went over its script budget
// (150.1 kB of 150). plain-mantine.test.tsx fails if Mantine's markup and these names part.
const CONTAINER_CLASS = 'm_7485cace mantine-Container-root';
const BUTTON_CLASS = 'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';
const BUTTON_INNER_CLASS = 'm_80f1301b mantine-Button-inner';
const BUTTON_LABEL_CLASS = 'm_811560b9 mantine-Button-label';

/** `<Text component={Link} to={to} className={className} aria-label={label}>`: a router link drawn as text. */
export function PlainTextLink({
  to,
  className,
  label,
  children,
}: {
  to: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link className={join('mantine-focus-auto', className, TEXT_CLASS)} aria-label={label} to={to}>
      {children}
    </Link>
  );
}

/** `<Container size={size} py={py}>`: a page's column. */
export function PlainContainer({ size, py, children }: { size: 'lg'; py: Spacing; children: ReactNode }) {
  const style = { '--container-size': `var(--container-size-${size})`, paddingBlock: spacing(py) };
  return (
    <div style={style as CSSProperties} className={CONTAINER_CLASS} data-size={size} data-strategy="block">
      {children}
    </div>
  );
}

/**
 * `<Button size="sm" variant="light" id aria-expanded aria-describedby disabled onClick>` in the theme's primary
 * colour: the action each order card draws (four on Home's first screen, every card after it).
 */
export function PlainLightButton({
  id,
  disabled = false,
  expanded,
  describedBy,
  onClick,
  children,
}: {
  id?: string;
  disabled?: boolean;
  /** `aria-expanded` */
  expanded?: boolean;
  /** `aria-describedby` */
  describedBy?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const { primaryColor } = useMantineTheme();
  const style = {
    '--button-height': 'var(--button-height-sm)',
    '--button-padding-x': 'var(--button-padding-x-sm)',
    '--button-fz': 'var(--mantine-font-size-sm)',
    '--button-bg': `var(--mantine-color-${primaryColor}-light)`,
    '--button-hover': `var(--mantine-color-${primaryColor}-light-hover)`,
    '--button-color': `var(--mantine-color-${primaryColor}-light-color)`,
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  };
  return (
    <button
      style={style as CSSProperties}
      // Mantine drops its press effect (mantine-active) from a disabled button.
      className={join('mantine-focus-auto', disabled ? undefined : 'mantine-active', BUTTON_CLASS)}
      data-variant="light"
      data-size="sm"
      data-disabled={disabled || undefined}
      type="button"
      disabled={disabled}
      id={id}
      aria-expanded={expanded}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      <span className={BUTTON_INNER_CLASS}>
        <span className={BUTTON_LABEL_CLASS}>{children}</span>
      </span>
    </button>
  );
}
