import { statusColours } from '../lib/status-palette';
import classes from './status-badge.module.css';

export interface StatusBadgeProps {
  statusId: number;
  name: string;
}

/** The status name in its colour (one palette for the list and the detail). */
export function StatusBadge({ statusId, name }: StatusBadgeProps) {
  const colours = statusColours(statusId);
  return (
    <span
      className={classes.badge}
      data-status={statusId}
      style={{ color: colours.fg, backgroundColor: colours.bg, borderColor: colours.border }}
    >
      {name}
    </span>
  );
}
