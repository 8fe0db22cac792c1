import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { formatDateTime, formatMoney, paymentTypeName, type WalletMovement } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../api/use-language';
import classes from './wallet.module.css';

export interface StatementTableProps {
  movements: readonly WalletMovement[];
  caption: string;
}

/** The statement (spec §3 Wallet movement), newest first; each row becomes a card below 48em. */
export function StatementTable({ movements, caption }: StatementTableProps) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const head = {
    date: t('statement.columns.date'),
    description: t('statement.columns.description'),
    protocol: t('statement.columns.protocol'),
    order: t('statement.columns.order'),
    kind: t('statement.columns.kind'),
    value: t('statement.columns.value'),
    balance: t('statement.columns.balance'),
  };
  return (
    <Table
      className={classes.stack}
      striped
      highlightOnHover
      verticalSpacing="xs"
      data-testid="statement-table"
      aria-label={caption}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{head.date}</Table.Th>
          <Table.Th scope="col">{head.description}</Table.Th>
          <Table.Th scope="col">{head.protocol}</Table.Th>
          <Table.Th scope="col">{head.order}</Table.Th>
          <Table.Th scope="col">{head.kind}</Table.Th>
          <Table.Th scope="col" ta="right">
            {head.value}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {head.balance}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {movements.map((movement) => {
          const credit = movement.TRANS_OPER === 'Credit';
          return (
            <Table.Tr key={movement.MOV_ID} data-testid="movement-row" data-mov-id={movement.MOV_ID}>
              <Table.Td data-label={head.date}>{formatDateTime(movement.MOV_DATA)}</Table.Td>
              <Table.Td data-label={head.description}>
                <div>
                  <Text size="sm">{movement.DESC_OPER}</Text>
                  {movement.TIP_PGTO_ORIG !== null ? (
                    <Text size="xs" c="dimmed">
                      {paymentTypeName(movement.TIP_PGTO_ORIG, language)}
                    </Text>
                  ) : null}
                </div>
              </Table.Td>
              <Table.Td data-label={head.protocol} data-empty={movement.PRT_ID === null || undefined}>
                {movement.PRT_ID ?? '—'}
              </Table.Td>
              <Table.Td data-label={head.order} data-empty={movement.PED_CODIGO === null || undefined}>
                {movement.PED_CODIGO ?? '—'}
              </Table.Td>
              <Table.Td data-label={head.kind}>
                {t(credit ? 'statement.credit' : 'statement.debit')}
                {movement.MOV_TIPO_LAN === 'B' ? ` · ${t('statement.bonus')}` : ''}
              </Table.Td>
              <Table.Td
                data-label={head.value}
                className={`${classes.money} ${credit ? classes.credit : classes.debit}`}
              >
                {credit ? '+' : '−'}
                {formatMoney(movement.VALUE)}
              </Table.Td>
              <Table.Td data-label={head.balance} className={classes.money}>
                {formatMoney(movement.SALDO_TOTAL)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
