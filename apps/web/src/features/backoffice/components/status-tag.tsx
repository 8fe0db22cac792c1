import { isOpenStatus, statusName, type Language } from '@portal/domain';
import classes from './queue.module.css';

/** The status in words; closed ones grey, so a queue of open work reads at a glance (ADR 0010's closed statuses). */
export function StatusTag({ status, language }: { status: number; language: Language }) {
  return (
    <span className={classes.status} data-open={isOpenStatus(status)} data-status={status}>
      {statusName(status, language)}
    </span>
  );
}
