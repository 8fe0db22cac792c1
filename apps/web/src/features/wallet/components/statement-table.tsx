import { formatDateTime, formatMoney, paymentTypeName, type WalletMovement } from '@portal/domain';
import { PlainText } from '../../../components/ui/plain-mantine';
import { PlainTable, PlainTbody, PlainTd, PlainTh, PlainThead, PlainTr } from '../../../components/ui/plain-table';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../api/use-language';
import classes from './wallet.module.css';

export interface StatementTableProps {
  movements: readonly WalletMovement[];
  caption: string;
}

/**
 * The statement (spec §3 Wallet movement), newest first; each row becomes a card below 48em. Drawn with the plain
 * table parts (Mantine's markup without its per-cell work, ADR 0059): up to 50 rows of 7 cells on a first page.
 */
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
    <PlainTable className={classes.stack} data-testid="statement-table" aria-label={caption}>
      <PlainThead>
        <PlainTr>
          <PlainTh scope="col">{head.date}</PlainTh>
          <PlainTh scope="col">{head.description}</PlainTh>
          <PlainTh scope="col">{head.protocol}</PlainTh>
          <PlainTh scope="col">{head.order}</PlainTh>
          <PlainTh scope="col">{head.kind}</PlainTh>
          <PlainTh scope="col" alignRight>
            {head.value}
          </PlainTh>
          <PlainTh scope="col" alignRight>
            {head.balance}
          </PlainTh>
        </PlainTr>
      </PlainThead>
      <PlainTbody>
        {movements.map((movement) => {
          const credit = movement.TRANS_OPER === 'Credit';
          return (
            <PlainTr key={movement.MOV_ID} data-testid="movement-row" data-mov-id={movement.MOV_ID}>
              <PlainTd data-label={head.date}>{formatDateTime(movement.MOV_DATA)}</PlainTd>
              <PlainTd data-label={head.description}>
                <div>
                  <PlainText size="sm" dimmed={false}>
                    {movement.DESC_OPER}
                  </PlainText>
                  {movement.TIP_PGTO_ORIG !== null ? (
                    <PlainText size="xs">{paymentTypeName(movement.TIP_PGTO_ORIG, language)}</PlainText>
                  ) : null}
                </div>
              </PlainTd>
              <PlainTd data-label={head.protocol} data-empty={movement.PRT_ID === null || undefined}>
                {movement.PRT_ID ?? '—'}
              </PlainTd>
              <PlainTd data-label={head.order} data-empty={movement.PED_CODIGO === null || undefined}>
                {movement.PED_CODIGO ?? '—'}
              </PlainTd>
              <PlainTd data-label={head.kind}>
                {t(credit ? 'statement.credit' : 'statement.debit')}
                {movement.MOV_TIPO_LAN === 'B' ? ` · ${t('statement.bonus')}` : ''}
              </PlainTd>
              <PlainTd
                data-label={head.value}
                className={`${classes.money} ${credit ? classes.credit : classes.debit}`}
              >
                {credit ? '+' : '−'}
                {formatMoney(movement.VALUE)}
              </PlainTd>
              <PlainTd data-label={head.balance} className={classes.money}>
                {formatMoney(movement.SALDO_TOTAL)}
              </PlainTd>
            </PlainTr>
          );
        })}
      </PlainTbody>
    </PlainTable>
  );
}
