import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Checkbox, Group, Radio, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { isBackofficeError } from '../api/client';
import type { OperatorRow } from '@portal/domain/backoffice';
import { OPERATOR_NAME_MAX } from '../lib/operator-form';
import { useBrandLabel } from '../lib/brand-label';

type Role = OperatorRow['role'];

/** The operator's role, agent or admin: the add form and the edit form alike. */
export function RoleField(props: {
  value: Role;
  onChange: (role: Role) => void;
  /** Locked, with the reason as its description (an admin's own role). */
  lockedReason?: string;
}) {
  const { t } = useTranslation('backoffice');
  const locked = props.lockedReason !== undefined;
  return (
    <Radio.Group
      label={t('operators.form.role')}
      description={props.lockedReason}
      required
      value={props.value}
      onChange={(value) => props.onChange(value === 'admin' ? 'admin' : 'agent')}
    >
      <Group gap="md" mt={4}>
        <Radio value="agent" label={t('role.agent')} disabled={locked} />
        <Radio value="admin" label={t('role.admin')} disabled={locked} />
      </Group>
    </Radio.Group>
  );
}

/** The brands the operator works, among the admin's own (the only ones she can hand out), by name. */
export function BrandsField(props: {
  brands: number[];
  value: string[];
  onChange: (value: string[]) => void;
  error: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const brandLabel = useBrandLabel();
  return (
    <Checkbox.Group
      label={t('operators.form.brands')}
      description={t('operators.form.brandsHint')}
      required
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      data-field="brands"
    >
      <Group gap="md" mt={4}>
        {props.brands.map((id) => (
          <Checkbox key={id} value={String(id)} label={brandLabel(id)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** The operator's name, as the API takes it (1 to 200 characters). */
export function NameField(props: { value: string; onChange: (value: string) => void; error: string | null }) {
  const { t } = useTranslation('backoffice');
  return (
    <TextInput
      label={t('operators.form.name')}
      autoComplete="off"
      required
      maxLength={OPERATOR_NAME_MAX}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      data-field="name"
    />
  );
}

/** What the server refused, in its own words (they come in the request language), above the form. */
export function ServerRefusal({ failure, title }: { failure: unknown; title: string }) {
  const { t } = useTranslation('backoffice');
  if (!failure) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {isBackofficeError(failure) ? failure.message : t('common:errors.generic')}
    </Alert>
  );
}
