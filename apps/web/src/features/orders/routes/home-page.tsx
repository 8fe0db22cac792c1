import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useCallback, useMemo } from 'react';
import { Container } from '@mantine/core';
import { addOrReplaceSelectedItem, replaceSelectionWith, type SelectedItem } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { IconShoppingBag } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { PlainStack, PlainText, PlainTitle } from '../../../components/ui/plain-mantine';
import { PageLoader } from '../../../components/ui/page-loader';
import { useBrand } from '../../../lib/brand-context';
import { useSelection, writeConfirmationItems } from '../../../lib/selection-storage';
import { useSessionUser } from '../../../lib/session';
import { useDesireRuleNames } from '../api/get-desire-rule-names';
import { useDesires } from '../api/get-desires';
import { useOrders } from '../api/get-orders';
import { useLanguage } from '../api/use-language';
import { useReasons } from '../api/get-reasons';
import { useSettings } from '../api/get-settings';
import { useSubReasons } from '../api/get-sub-reasons';
import { RetryAlert } from '../components/inline-alert';
import { OrderList } from '../components/order-list';
import { OutsideStoreBox, OutsideStoreCard } from '../components/outside-store-box';
import { CONFIRMATION_PATH } from '../components/selection-sidebar';
import type { SubmitOptions } from '../hooks/use-order-card';
import { useSelectionPruning } from '../hooks/use-selection-pruning';
import type { Catalog } from '../lib/catalog';
import { selectionIdentity } from '../lib/identity';
import { openSidebar } from '../lib/sidebar-store';
import classes from './home-page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /home and /: the order list and the selection sidebar (spec §2 Home). */
export default function HomePage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('page.title'));
  const brand = useBrand();
  const navigate = useNavigate();
  const identity = selectionIdentity(useSessionUser());
  const selection = useSelection(identity);

  // One request each, all started together: the list shows as soon as the orders arrive, the cards' reason fields as
  // soon as the reference data does.
  const orders = useOrders();
  const reasons = useReasons();
  const subReasons = useSubReasons();
  const desires = useDesires();
  const settings = useSettings(brand.id);
  const language = useLanguage();
  const ruleNames = useDesireRuleNames(language !== 'pt');

  // Outside Portuguese the cards wait for the rule names too (or their failure: then the shown names are used).
  const ruleNamesSettled = language === 'pt' || !ruleNames.isPending;
  const catalog = useMemo<Catalog | null>(
    () =>
      reasons.data && subReasons.data && desires.data && settings.data && ruleNamesSettled
        ? {
            reasons: reasons.data,
            subReasons: subReasons.data,
            desires: desires.data,
            settings: settings.data,
            ruleNames: language === 'pt' ? null : (ruleNames.data ?? null),
          }
        : null,
    [reasons.data, subReasons.data, desires.data, settings.data, ruleNamesSettled, language, ruleNames.data],
  );
  const catalogFailed = !catalog && (reasons.isError || subReasons.isError || desires.isError || settings.isError);

  useSelectionPruning(selection, orders.data, catalog);

  const { setItems } = selection;
  const selectedKeys = useMemo(() => new Set(selection.items.map((item) => item.UNIQUE_KEY)), [selection.items]);

  const handleSubmit = useCallback(
    (item: SelectedItem, { photosRequired, returnFocusId }: SubmitOptions) => {
      if (photosRequired) {
        // Spec §4: a reason that requires photos takes this item alone straight to confirmation.
        const only = replaceSelectionWith(item);
        setItems(only);
        writeConfirmationItems(identity, only);
        void navigate(CONFIRMATION_PATH);
        return;
      }
      setItems((current) => addOrReplaceSelectedItem(current, item));
      openSidebar({ returnFocusId });
    },
    [identity, navigate, setItems],
  );

  const retryCatalog = () => {
    for (const query of [reasons, subReasons, desires, settings]) if (query.isError) void query.refetch();
  };

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', xs: 'md' }}>
      <PlainStack gap="md">
        <div>
          <PlainTitle order={1}>{t('page.title')}</PlainTitle>
          <PlainText mt={4}>{t('page.intro')}</PlainText>
        </div>
        <OutsideStoreBox />
        <div className={classes.layout}>
          <div className={classes.main}>
            {catalogFailed ? (
              <RetryAlert
                variant="error"
                mb="md"
                title={t('load.catalogErrorTitle')}
                message={t('load.catalogError')}
                retryLabel={t('load.retry')}
                onRetry={retryCatalog}
              />
            ) : null}
            {orders.isPending ? (
              <PageLoader label={t('load.loading')} />
            ) : orders.isError ? (
              <RetryAlert
                variant="error"
                title={t('load.ordersErrorTitle')}
                message={t('load.ordersError')}
                retryLabel={t('load.retry')}
                onRetry={() => void orders.refetch()}
              />
            ) : orders.data.length === 0 ? (
              <PageEmptyState icon={IconShoppingBag} title={t('empty.title')} description={t('empty.text')} />
            ) : (
              <OrderList
                lines={orders.data}
                catalog={catalog}
                identity={identity}
                selectedKeys={selectedKeys}
                selection={selection.items}
                onSubmit={handleSubmit}
              />
            )}
          </div>
          <aside className={classes.aside} aria-label={t('outsideStore.asideLabel')}>
            <OutsideStoreCard />
          </aside>
        </div>
      </PlainStack>
    </Container>
  );
}
