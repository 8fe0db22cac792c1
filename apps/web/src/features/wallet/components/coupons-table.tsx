import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Table } from '@mantine/core';
import { COUPON_ACTIVE_STATUS, formatDate, type DiscountCoupon } from '@portal/domain';
import { BrandText } from '../../../components/ui/brand-text';
import { useTranslation } from '../../../lib/translation';
import { CopyCodeButton } from './copy-code-button';
import classes from './wallet.module.css';

/** Spec §2 Coupons: every discount coupon, a usable one with a copy-code button; each row becomes a card below 48em. */
export function CouponsTable({ coupons }: { coupons: readonly DiscountCoupon[] }) {
  const { t } = useTranslation('wallet');
  const head = {
    code: t('coupons.columns.code'),
    campaign: t('coupons.columns.campaign'),
    discount: t('coupons.columns.discount'),
    created: t('coupons.columns.created'),
    validUntil: t('coupons.columns.validUntil'),
    status: t('coupons.columns.status'),
    usedOn: t('coupons.columns.usedOn'),
  };
  return (
    <Table
      className={classes.stack}
      striped
      verticalSpacing="xs"
      aria-label={t('coupons.title')}
      data-testid="coupons-table"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{head.code}</Table.Th>
          <Table.Th scope="col">{head.campaign}</Table.Th>
          <Table.Th scope="col">{head.discount}</Table.Th>
          <Table.Th scope="col">{head.created}</Table.Th>
          <Table.Th scope="col">{head.validUntil}</Table.Th>
          <Table.Th scope="col">{head.status}</Table.Th>
          <Table.Th scope="col">{head.usedOn}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {coupons.map((coupon) => {
          const active = coupon.TCC_STATUS === COUPON_ACTIVE_STATUS;
          return (
            <Table.Tr key={coupon.TCM_CODIGO} data-testid="coupon-row" data-code={coupon.TCM_CODIGO}>
              <Table.Td data-label={head.code}>
                <div className={classes.codeCell}>
                  <span className={classes.code}>{coupon.TCM_CODIGO}</span>
                  {/* Only a usable coupon's code is worth copying: a used or expired one would fail in the cart. */}
                  {active ? <CopyCodeButton code={coupon.TCM_CODIGO} /> : null}
                </div>
              </Table.Td>
              <Table.Td data-label={head.campaign}>
                <BrandText name={coupon.TIC_CAMPANHA} shown={coupon.TIC_CAMPANHA_SHOWN} />
              </Table.Td>
              <Table.Td data-label={head.discount}>{t('coupons.percent', { percent: coupon.TIC_DESCONTO })}</Table.Td>
              <Table.Td data-label={head.created}>{formatDate(coupon.TCM_DTCRIACAO)}</Table.Td>
              <Table.Td data-label={head.validUntil}>{formatDate(coupon.TCM_DTVALIDADE)}</Table.Td>
              <Table.Td data-label={head.status}>
                <Badge variant={active ? 'filled' : 'default'} color={active ? 'teal.9' : undefined} radius="sm">
                  {t(`coupons.status.${statusKey(coupon.TCC_STATUS)}`, { defaultValue: coupon.TCC_STATUS })}
                </Badge>
              </Table.Td>
              <Table.Td data-label={head.usedOn} data-empty={!coupon.PED_NUMCLI || undefined}>
                {coupon.PED_NUMCLI
                  ? t('coupons.usedOnOrder', { order: coupon.PED_NUMCLI, date: formatDate(coupon.PED_DTSIS) })
                  : '—'}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The ledger writes the statuses in Portuguese ('Ativo', 'Inativo', 'Expirado', 'Utilizado'); the page translates them. */
function statusKey(status: string): string {
  return status
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}
