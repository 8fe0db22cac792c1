import { useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { useConsoleTitle } from '../lib/use-console-title';
import { useOperators } from '../api/operators';
import { AdminsOnly } from '../components/admins-only';
import { OperatorForm } from '../components/operator-form';
import { OperatorEditForm } from '../components/operator-edit-form';
import { editButtonId, OperatorsList } from '../components/operators-list';
import type { OperatorRow } from '@portal/domain/backoffice';
import { isAdmin, useOperator } from '../lib/operator-context';

/**
 * /backoffice/operators: who works in the console, and adding one (admins only; the API answers 403 to an agent as
 * well, and an agent's page asks nothing). A new operator enrols their authenticator app at their first sign-in.
 */
export default function OperatorsPage() {
  const { t } = useTranslation('backoffice');
  useConsoleTitle(t('operators.title'));
  const operator = useOperator();
  const admin = isAdmin(operator);
  const operators = useOperators(admin);
  const [editing, setEditing] = useState<OperatorRow | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

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
  else {
    body = (
      <OperatorsList
        operators={operators.data}
        caption={t('operators.caption')}
        onEdit={(row) => {
          setSaved(null);
          setEditing(row);
        }}
      />
    );
  }

  const closeEdit = (message: string | null) => {
    const id = editing?.id;
    setEditing(null);
    setSaved(message);
    // Back to the row the edit began from (its button is still there after the list is read again).
    if (id !== undefined) requestAnimationFrame(() => document.getElementById(editButtonId(id))?.focus());
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('operators.title')}</Title>
      {saved ? (
        <Text role="status" size="sm" fw={600}>
          {saved}
        </Text>
      ) : null}
      {body}
      {editing ? (
        <OperatorEditForm
          key={editing.id}
          operator={editing}
          adminId={operator.id}
          adminBrands={operator.brands}
          onDone={closeEdit}
        />
      ) : null}
      <OperatorForm brands={operator.brands} />
    </Stack>
  );
}
