import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOperators } from '../api/operators';
import { AdminsOnly } from '../components/admins-only';
import { OperatorForm } from '../components/operator-form';
import { OperatorsList } from '../components/operators-list';
import { isAdmin, useOperator } from '../lib/operator-context';

/**
 * /backoffice/operators: who works in the console, and adding one (admins only; the API answers 403 to an agent as
 * well, and an agent's page asks nothing). A new operator enrols their authenticator app at their first sign-in.
 */
export default function OperatorsPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('operators.title'));
  const operator = useOperator();
  const admin = isAdmin(operator);
  const operators = useOperators(admin);

  if (!admin) return <AdminsOnly title={t('operators.title')} text={t('operators.adminsOnly')} />;

  let body;
  if (operators.isPending) body = <PageLoader label={t('operators.loading')} />;
  else if (operators.isError) {
    body = (
      <Alert color="red" role="alert" title={t('operators.loadError')}>
        {operators.error.message}
      </Alert>
    );
  } else if (operators.data.length === 0) body = <Text>{t('operators.empty')}</Text>;
  else body = <OperatorsList operators={operators.data} caption={t('operators.caption')} />;

  return (
    <Stack gap="md">
      <Title order={1}>{t('operators.title')}</Title>
      {body}
      <OperatorForm brands={operator.brands} />
    </Stack>
  );
}
