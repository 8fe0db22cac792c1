import '@mantine/core/styles/Tabs.css';
import { useState } from 'react';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { COUPON_ACTIVE_STATUS } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { useBrand } from '../../../lib/brand-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCoupons } from '../api/get-coupons';
import { useWalletMessages } from '../api/get-wallet-messages';
import { useWalletTotals } from '../api/get-wallet-totals';
import { BalanceCard } from '../components/balance-card';
import { CouponCountCard } from '../components/coupon-count-card';
import { CouponsPanel } from '../components/coupons-panel';
import { GoShoppingModal } from '../components/go-shopping-modal';
import { RefundModal } from '../components/refund-modal';
import { StatementSection } from '../components/statement-section';
import classes from '../components/wallet.module.css';
import { reaisToCents, refundOptions } from '../lib/refund';
import { WALLET_TAB_PARAM, WALLET_TABS, walletTabFrom, type WalletTab } from '../lib/wallet-tab';

/** /carteira: balance and statement, and discount coupons, each tab addressable by URL (spec §2 Wallet). */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('page.title'));
  const brand = useBrand();
  const [search, setSearch] = useSearchParams();
  const tab = walletTabFrom(search);
  const totals = useWalletTotals();
  const coupons = useCoupons();
  const messages = useWalletMessages(brand.id);
  const [modal, setModal] = useState<'shop' | 'refund' | null>(null);
  // A serial, so a second refund shows its alert afresh.
  const [refunded, setRefunded] = useState<{ serial: number; message: string } | null>(null);

  const openTab = (next: WalletTab) => {
    const params = new URLSearchParams(search);
    params.set(WALLET_TAB_PARAM, next);
    setSearch(params);
  };
  const options = refundOptions(totals.data);
  const activeCoupons = coupons.data?.filter((coupon) => coupon.TCC_STATUS === COUPON_ACTIVE_STATUS).length;

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('page.title')}
      </Title>
      {refunded ? (
        <AlertBanner
          key={refunded.serial}
          variant="success"
          message={refunded.message}
          hideDelay={false}
          onClose={() => setRefunded(null)}
        />
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = WALLET_TABS.find((candidate) => candidate === value);
          if (next) openTab(next);
        }}
        mt="sm"
      >
        <Tabs.List>
          <Tabs.Tab value="saldo">{t('tabs.balance')}</Tabs.Tab>
          <Tabs.Tab value="cupons">{t('tabs.coupons')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="saldo" pt="md">
          <Stack gap="lg">
            <div className={classes.summary}>
              <BalanceCard
                balanceCents={totals.data ? reaisToCents(totals.data.SALDO_TOTAL) : undefined}
                canRefund={options.length > 0}
                onGoShopping={() => setModal('shop')}
                onRefund={() => setModal('refund')}
              />
              <CouponCountCard activeCount={activeCoupons} onOpenCoupons={() => openTab('cupons')} />
            </div>
            <StatementSection />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="cupons" pt="md">
          {tab === 'cupons' ? <CouponsPanel messages={messages.data} /> : null}
        </Tabs.Panel>
      </Tabs>

      <GoShoppingModal
        opened={modal === 'shop'}
        onClose={() => setModal(null)}
        message={messages.data?.SCO_MSG_COMPRAS}
        shopUrl={brand.shopUrl}
      />
      <RefundModal
        opened={modal === 'refund'}
        onClose={() => setModal(null)}
        options={options}
        message={messages.data?.SCO_MSG_ESTORNO}
        onRefunded={(message) => setRefunded((last) => ({ serial: (last?.serial ?? 0) + 1, message }))}
      />
    </Container>
  );
}
