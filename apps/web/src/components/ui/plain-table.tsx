import '@mantine/core/styles/Table.css';
import type { CSSProperties, HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { Table } from '@mantine/core';
import { join } from './plain-mantine';

/**
 * Mantine's `<Table striped highlightOnHover verticalSpacing="xs">` (row borders on, Mantine's default) and its parts,
 * as the very elements Mantine draws for them: same tags, classes and data attributes, so the same look from the same
 * stylesheet (issue 29, ADR 0059; plain-table.test.tsx compares them with Mantine's markup). Each Mantine cell runs
 * its Box, style props and styles API per render, and a statement of 50 movements is 400 cells: on the server-rendered
 * `/carteira` and again in the browser's hydration. Only the variant the statement uses is drawn here: a Mantine
 * table that needs another (other spacing, no stripes) stays Mantine.
 */
const part = (name: 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td') => `${Table.classes[name]} mantine-Table-${name}`;

const TABLE_STYLE = { '--table-vertical-spacing': 'var(--mantine-spacing-xs)' } as CSSProperties;
/** What Mantine's table context gives every row of this variant. */
const ROW_VARIANT = { 'data-with-row-border': 'true', 'data-striped': 'odd', 'data-hover': 'true' } as const;
const RIGHT = { textAlign: 'right' } as const;

type TableProps = HTMLAttributes<HTMLTableElement> & { 'data-testid'?: string };
type RowProps = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;
type CellProps = TdHTMLAttributes<HTMLTableCellElement> & Record<`data-${string}`, string | boolean | undefined>;

/** `<Table striped highlightOnHover verticalSpacing="xs" className={className}>` */
export function PlainTable({ className, children, ...rest }: TableProps) {
  return (
    <table style={TABLE_STYLE} className={join(className, part('table'))} {...rest}>
      {children}
    </table>
  );
}

/** `<Table.Thead>` */
export function PlainThead({ children }: { children: ReactNode }) {
  return <thead className={part('thead')}>{children}</thead>;
}

/** `<Table.Tbody>` */
export function PlainTbody({ children }: { children: ReactNode }) {
  return <tbody className={part('tbody')}>{children}</tbody>;
}

/** `<Table.Tr>` of the striped, hoverable table */
export function PlainTr({ children, ...rest }: RowProps) {
  return (
    <tr className={part('tr')} {...ROW_VARIANT} {...rest}>
      {children}
    </tr>
  );
}

/** `<Table.Th>`, or `<Table.Th ta="right">` when `alignRight` */
export function PlainTh({
  alignRight = false,
  children,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & { alignRight?: boolean }) {
  return (
    <th style={alignRight ? RIGHT : undefined} className={part('th')} {...rest}>
      {children}
    </th>
  );
}

/** `<Table.Td className={className}>`: Mantine writes the given class after its own. */
export function PlainTd({ className, children, ...rest }: CellProps) {
  return (
    <td className={join(part('td'), className)} {...rest}>
      {children}
    </td>
  );
}
