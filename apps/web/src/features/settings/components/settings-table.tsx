import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { EditButton } from './edit-button';
import classes from './settings.module.css';

export interface SettingsColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface SettingsTableProps<T> {
  caption: string;
  rows: T[];
  keyOf: (row: T) => number;
  /** The row's name: its header cell, and the name of its Edit button ('Editar Troca de cor'). */
  nameOf: (row: T) => string;
  columns: SettingsColumn<T>[];
  /** The id of a row's Edit button, so focus can go back to it when its form closes. */
  editButtonId: (row: T) => string;
  /** Null when the admin may not change these rows: no Edit buttons then. */
  onEdit: ((row: T) => void) | null;
  /** The Edit button's name from the row's name, when 'Editar <name>' would name another table's button too. */
  editLabel?: (name: string) => string;
}

/** One catalogue list as a table (scrolling sideways in its box at 375 px), each row with its Edit button. */
export function SettingsTable<T>(props: SettingsTableProps<T>) {
  const { caption, rows, keyOf, nameOf, columns, editButtonId, onEdit, editLabel } = props;
  const { t } = useTranslation('settings');
  return (
    <div className={classes.tableBox}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('form.name')}</Table.Th>
            {columns.map((column) => (
              <Table.Th scope="col" key={column.header}>
                {column.header}
              </Table.Th>
            ))}
            {onEdit ? <Table.Th scope="col">{t('form.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = nameOf(row);
            return (
              <Table.Tr key={keyOf(row)}>
                <Table.Th scope="row">{name}</Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
                {onEdit ? (
                  <Table.Td>
                    <EditButton
                      id={editButtonId(row)}
                      label={editLabel ? editLabel(name) : t('form.editNamed', { name })}
                      onClick={() => onEdit(row)}
                    />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
