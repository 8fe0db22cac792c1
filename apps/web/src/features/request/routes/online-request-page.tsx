import { useState } from 'react';
import { Button, Container, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { IconPackage } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import type { SelectedItem } from '@portal/domain';
import { readConfirmationItems } from '../../../lib/selection-storage';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useSessionUser } from '../../../lib/session';
import { OnlineRequestFlow } from '../components/online-request-flow';
import { requestIdentity } from '../lib/request-identity';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /produtos-adquiridos-online and its steps `produto` and `confirmacao` (spec §2): the request flow for items bought
 * online, flagged e-commerce. The items are those the shopper confirmed on Home, read once: clearing them after the
 * protocol is created must not empty the page under the success dialog. They live in the browser's storage, so a
 * server-rendered page shows a loader until it has hydrated and can read them.
 */
export default function OnlineRequestPage() {
  const { t } = useTranslation('request');
  useDocumentTitle(t('page.title'));
  const user = useSessionUser();
  const identity = requestIdentity(user);
  const hydrated = useIsHydrated();
  const [items, setItems] = useState<SelectedItem[] | null>(() => (hydrated ? readConfirmationItems(identity) : null));
  // Once hydrated (a render, not an effect: React re-renders at once with the items, before painting the loader).
  if (hydrated && items === null) setItems(readConfirmationItems(identity));

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('page.title')}
      </Title>
      {items === null ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <PageEmptyState
          icon={IconPackage}
          title={t('emptyState.title')}
          description={t('emptyState.text')}
          actions={
            <Button component={Link} to="/home" variant="light">
              {t('emptyState.action')}
            </Button>
          }
        />
      ) : (
        <OnlineRequestFlow items={items} user={user} identity={identity} />
      )}
    </Container>
  );
}
