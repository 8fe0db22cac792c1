import type { ReactNode } from 'react';
import classes from './protocol.module.css';

/** A term/value list; empty values are left out rather than shown as blanks. */
export function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={classes.details}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term} className={classes.detailRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
