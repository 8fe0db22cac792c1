import '@mantine/core/styles/Table.css';
import { Button, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { OperatorRow } from '@portal/domain/backoffice';
import { brandLabeller } from '../lib/brand-label';
import classes from './queue.module.css';

interface OperatorsListProps {
  operators: OperatorRow[];
  caption: string;
  /** Opens the edit form for one operator (its button gets focus back when the form closes: editButtonId). */
  onEdit: (operator: OperatorRow) => void;
}

/** The id of an operator's edit button, where focus returns after the edit form closes. */
export const editButtonId = (operatorId: number) => `bo-edit-operator-${operatorId}`;

/** The operators: a table on a desk, one card each on a phone (as the queue, so 375 px never scrolls sideways). */
export function OperatorsList({ operators, caption, onEdit }: OperatorsListProps) {
  const { t } = useTranslation('backoffice');
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
  // Each row names its own brands (the answer carries them: the admin's brands of that operator).
  const brands = (operator: OperatorRow) =>
    operator.brands.map(brandLabeller(operator.brandNames, (id) => t('brandName', { id }))).join(', ');
  const active = (operator: OperatorRow) => t(operator.active ? 'operators.active' : 'operators.inactive');
  // Visible 'Editar', heard as 'Editar Ana Souza': the visible word starts the accessible name (WCAG 2.5.3).
  const editButton = (operator: OperatorRow) => (
    <Button
      id={editButtonId(operator.id)}
      variant="default"
      size="xs"
      aria-label={t('operators.edit.open', { name: operator.name })}
      onClick={() => onEdit(operator)}
    >
      {t('operators.edit.button')}
    </Button>
  );

  if (phone) {
    return (
      <ul className={classes.cards} aria-label={caption}>
        {operators.map((operator) => (
          <li key={operator.id} className={classes.card}>
            <Text fw={700}>{operator.name}</Text>
            <Text size="sm">{operator.email}</Text>
            <Text size="sm">
              {t(`role.${operator.role}`)} · {active(operator)}
            </Text>
            <Text size="sm" c="dimmed">
              {brands(operator)}
            </Text>
            <div>{editButton(operator)}</div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Table.ScrollContainer type="native" minWidth={640} tabIndex={0} role="region" aria-label={caption}>
      <Table striped verticalSpacing="xs">
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('operators.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('operators.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('operators.columns.role')}</Table.Th>
            <Table.Th scope="col">{t('operators.columns.brands')}</Table.Th>
            <Table.Th scope="col">{t('operators.columns.active')}</Table.Th>
            <Table.Th scope="col">{t('operators.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {operators.map((operator) => (
            <Table.Tr key={operator.id}>
              <Table.Th scope="row" fw={600}>
                {operator.name}
              </Table.Th>
              <Table.Td>{operator.email}</Table.Td>
              <Table.Td>{t(`role.${operator.role}`)}</Table.Td>
              <Table.Td>{brands(operator)}</Table.Td>
              <Table.Td>{active(operator)}</Table.Td>
              <Table.Td>{editButton(operator)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
