import '@mantine/core/styles/Checkbox.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Code, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_TYPES, type EventType } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { createSubscription, webhookKeys } from '../api/webhooks';

interface SubscriptionFormProps {
  /** The admin's brands, as [id, label]. */
  brands: [number, string][];
}

/**
 * Adding a subscription: brand, URL and the event types (all by default). The answer's secret is shown here once, with
 * the advice to copy it now: the server never shows it again (rotating gives a new one).
 */
export function SubscriptionForm({ brands }: SubscriptionFormProps) {
  const { t } = useTranslation('webhooks');
  const queryClient = useQueryClient();
  const [brandId, setBrandId] = useState(brands[0]?.[0] ?? 0);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>([...EVENT_TYPES]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createSubscription,
    onSuccess: () => {
      setUrl('');
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all() });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      setUrlError(t('form.urlRequired'));
      document.getElementById('webhook-url')?.focus();
      return;
    }
    setUrlError(null);
    create.mutate({ brandId, url: url.trim(), events });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-form-title">
      <Title order={2} id="webhook-form-title">
        {t('form.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={640}>
          <NativeSelect
            label={t('form.brand')}
            value={String(brandId)}
            onChange={(event) => setBrandId(Number(event.currentTarget.value))}
            data={brands.map(([id, label]) => ({ value: String(id), label }))}
          />
          <TextInput
            id="webhook-url"
            label={t('form.url')}
            description={t('form.urlHint')}
            required
            type="url"
            value={url}
            error={urlError}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <Checkbox.Group label={t('form.events')} value={events} onChange={setEvents} required>
            <Group gap="md" mt="xs">
              {EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={type} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={create.isPending} disabled={events.length === 0}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {create.isError ? (
        <Alert color="red" role="alert" title={t('form.error')}>
          {create.error.message}
        </Alert>
      ) : null}
      {create.data ? <SecretNotice title={t('secret.created')} secret={create.data.secret} /> : null}
    </Stack>
  );
}

/** A secret shown once (after creating or rotating), with why it must be copied now. */
export function SecretNotice({ title, secret }: { title: string; secret: string }) {
  const { t } = useTranslation('webhooks');
  return (
    // Outline: the light variant's green title on its green background is under 4.5:1 (axe, WCAG 1.4.3).
    <Alert color="teal.9" variant="outline" role="status" title={title}>
      <Text size="sm">{t('secret.copyNow')}</Text>
      <Code block mt="xs" aria-label={t('secret.label')}>
        {secret}
      </Code>
    </Alert>
  );
}
