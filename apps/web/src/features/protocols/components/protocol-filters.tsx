import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { ALL_STATUSES, type StatusOption } from '../lib/filter-protocols';
import classes from './protocol-list.module.css';

export interface ProtocolFiltersProps {
  text: string;
  onTextChange: (text: string) => void;
  status: string;
  onStatusChange: (status: string) => void;
  statuses: readonly StatusOption[];
}

/** The text filter and the status filter ('all' plus the statuses present, spec §2). */
export function ProtocolFilters({ text, onTextChange, status, onStatusChange, statuses }: ProtocolFiltersProps) {
  const { t } = useTranslation('protocols');
  return (
    <div className={classes.filters} role="search">
      <TextInput
        type="search"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={text}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        autoComplete="off"
      />
      <NativeSelect
        label={t('list.statusFilter')}
        value={status}
        onChange={(event) => onStatusChange(event.currentTarget.value)}
        data={[{ value: ALL_STATUSES, label: t('list.allStatuses') }, ...statuses]}
      />
    </div>
  );
}
