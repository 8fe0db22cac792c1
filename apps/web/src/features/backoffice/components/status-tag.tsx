import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { isOpenStatus, statusName, type Language } from '@portal/domain';

/** The status in words; closed ones grey, so a queue of open work reads at a glance (ADR 0010's closed statuses). */
export function StatusTag({ status, language }: { status: number; language: Language }) {
  return (
    <Badge
      variant="light"
      color={isOpenStatus(status) ? 'blue.9' : 'gray.8'}
      radius="sm"
      tt="none"
      style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start' }}
    >
      {statusName(status, language)}
    </Badge>
  );
}
