import '@mantine/core/styles/Tabs.css';
import { lazy, Suspense, useState } from 'react';
import { Tabs } from '@mantine/core';
import { COUPON_ACTIVE_STATUS } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { PlainStack, PlainTitle } from '../../../components/ui/plain-mantine';
import { PlainContainer } from '../../../components/ui/plain-page-parts';
import { MountWhileOpen } from '../../../components/ui/mount-while-open';
import { useBrand } from '../../../lib/brand-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCoupons } from '../api/get-coupons';
import { useWalletMessages } from '../api/get-wallet-messages';
import { useWalletTotals } from '../api/get-wallet-totals';
import { BalanceCard } from '../components/balance-card';
import { CouponCountCard } from '../components/coupon-count-card';
import { CouponsPanel } from '../components/coupons-panel';
import { GiftCardCode } from '../components/gift-card-code';
import { StatementSection } from '../components/statement-section';
import classes from '../components/wallet.module.css';
import { refundOptions } from '../lib/refund';
import { WALLET_TAB_PARAM, WALLET_TABS, walletTabFrom, type WalletTab } from '../lib/wallet-tab';

// The dialogs load when a shopper opens one (or points at its button): the refund form brings the idempotency keys
// and the money mask, and both mounted closed with the page cost its first load a long task (issue 16, ADR 0028).
const loadRefundModal = () => import('../components/refund-modal');
const loadGoShoppingModal = () => import('../components/go-shopping-modal');
const RefundModal = lazy(() => loadRefundModal().then((module) => ({ default: module.RefundModal })));
const GoShoppingModal = lazy(() => loadGoShoppingModal().then((module) => ({ default: module.GoShoppingModal })));
const ignore = () => undefined;

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
    <PlainContainer size="lg" py="lg">
      <PlainTitle order={1} mb="md">
        {t('page.title')}
      </PlainTitle>
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
          <PlainStack gap="lg">
            <div className={classes.summary}>
              <BalanceCard
                balanceCents={totals.data?.SALDO_TOTAL}
                canRefund={options.length > 0}
                onGoShopping={() => setModal('shop')}
                onRefund={() => setModal('refund')}
                onGoShoppingIntent={() => void loadGoShoppingModal().catch(ignore)}
                onRefundIntent={() => void loadRefundModal().catch(ignore)}
              />
              <CouponCountCard activeCount={activeCoupons} onOpenCoupons={() => openTab('cupons')} />
            </div>
            <GiftCardCode />
            <StatementSection />
          </PlainStack>
        </Tabs.Panel>

        <Tabs.Panel value="cupons" pt="md">
          {tab === 'cupons' ? <CouponsPanel messages={messages.data} /> : null}
        </Tabs.Panel>
      </Tabs>

      <MountWhileOpen opened={modal === 'shop'}>
        {(onExited) => (
          <Suspense fallback={null}>
            <GoShoppingModal
              opened={modal === 'shop'}
              onClose={() => setModal(null)}
              onExitTransitionEnd={onExited}
              message={messages.data?.SCO_MSG_COMPRAS}
              shopUrl={brand.shopUrl}
              balanceCents={totals.data?.SALDO_TOTAL}
            />
          </Suspense>
        )}
      </MountWhileOpen>
      <MountWhileOpen opened={modal === 'refund'}>
        {(onExited) => (
          <Suspense fallback={null}>
            <RefundModal
              opened={modal === 'refund'}
              onClose={() => setModal(null)}
              onExitTransitionEnd={onExited}
              options={options}
              balanceCents={totals.data?.SALDO_TOTAL}
              message={messages.data?.SCO_MSG_ESTORNO}
              onRefunded={(message) => setRefunded((last) => ({ serial: (last?.serial ?? 0) + 1, message }))}
            />
          </Suspense>
        )}
      </MountWhileOpen>
    </PlainContainer>
  );
}
