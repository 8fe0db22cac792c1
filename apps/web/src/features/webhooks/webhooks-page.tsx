import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { PageLoader } from '../../components/ui/page-loader';
import { AdminsOnly } from '../backoffice/components/admins-only';
import { brandLabeller } from '../backoffice/lib/brand-label';
import { isAdmin, useOperator } from '../backoffice/lib/operator-context';
import { useConsoleTitle } from '../backoffice/lib/use-console-title';
import { useSubscriptions } from './api/webhooks';
import { SubscriptionForm } from './components/subscription-form';
import { SubscriptionsList } from './components/subscriptions-list';

/**
 * /backoffice/webhooks (issue 26): the admin's brands' webhook subscriptions, adding one (its secret shown once),
 * pausing, testing, rotating, deleting, and each one's delivery log with 'deliver again'. Agents get the admins-only
 * notice and the page asks the API nothing (it would answer 403).
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  useConsoleTitle(t('title'));
  const operator = useOperator();
  if (!isAdmin(operator)) return <AdminsOnly title={t('title')} text={t('adminsOnly')} />;
  return <AdminWebhooks />;
}

function AdminWebhooks() {
  const { t } = useTranslation(['webhooks', 'backoffice']);
  const operator = useOperator();
  const subscriptions = useSubscriptions();
  const brandLabel = brandLabeller(operator.brandNames, (id) => t('backoffice:brandName', { id }));

  let body;
  if (subscriptions.isPending) body = <PageLoader label={t('loading')} />;
  else if (subscriptions.isError) {
    body = (
      <Alert color="red" role="alert" title={t('loadError')}>
        {subscriptions.error.message}
      </Alert>
    );
  } else if (subscriptions.data.length === 0) body = <Text>{t('empty')}</Text>;
  else body = <SubscriptionsList subscriptions={subscriptions.data} brandLabel={brandLabel} />;

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text size="sm">{t('intro')}</Text>
      {body}
      <SubscriptionForm brands={operator.brands.map((id) => [id, brandLabel(id)])} />
    </Stack>
  );
}
