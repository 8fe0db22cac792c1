import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { formatCpf } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { correctName, useOverviewChange, type PrivacyOverview } from '../api/privacy-api';
import { errorText } from './code-step';
import { Field, Section } from './section';

/** Name and CPF: the CPF masked until the shopper asks to see it; the name correctable. */
export function IdentitySection({ identity }: { identity: PrivacyOverview['identity'] }) {
  const { t } = useTranslation('privacy');
  const [showCpf, setShowCpf] = useState(false);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(identity.name);
  const [error, setError] = useState<string | null>(null);
  const change = useOverviewChange(correctName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    change.mutate(name, {
      onSuccess: () => setEditing(false),
      onError: (caught) => setError(errorText(caught, t('errors.generic'))),
    });
  };

  return (
    <Section id="privacy-identity" title={t('identity.title')}>
      <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
        <Field label={t('identity.name')}>{identity.name}</Field>
        <Field label={t('identity.cpf')}>
          <Group gap="xs">
            <span data-testid="privacy-cpf">{showCpf ? formatCpf(identity.cpf) : identity.cpfMasked || t('none')}</span>
            {identity.cpf ? (
              <Button size="compact-sm" variant="subtle" aria-pressed={showCpf} onClick={() => setShowCpf(!showCpf)}>
                {showCpf ? t('identity.hideCpf') : t('identity.showCpf')}
              </Button>
            ) : null}
          </Group>
        </Field>
      </dl>
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextInput
              label={t('identity.newName')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              autoComplete="name"
              required
            />
            <Group>
              <Button type="submit" loading={change.isPending}>
                {t('save')}
              </Button>
              <Button variant="subtle" onClick={() => setEditing(false)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            {t('identity.correctName')}
          </Button>
        </Group>
      )}
    </Section>
  );
}
