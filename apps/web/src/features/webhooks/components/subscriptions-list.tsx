import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import {
  deleteSubscription,
  rotateSecret,
  sendTest,
  setSubscriptionActive,
  webhookKeys,
  type Subscription,
} from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { SecretNotice } from './subscription-form';

interface SubscriptionsListProps {
  subscriptions: Subscription[];
  brandLabel: (id: number) => string;
}

type Outcome = { kind: 'secret'; id: number; secret: string } | { kind: 'message'; text: string } | null;

/**
 * The subscriptions with their actions. Each action button's name starts with its visible text and names the URL, so
 * a screen reader's list of buttons tells the rows apart. Deleting asks for a second click on the same row.
 */
export function SubscriptionsList({ subscriptions, brandLabel }: SubscriptionsListProps) {
  const { t } = useTranslation('webhooks');
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [logOf, setLogOf] = useState<Subscription | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhookKeys.list() });

  const action = useMutation({
    mutationFn: async ({
      kind,
      row,
    }: {
      kind: 'pause' | 'resume' | 'rotate' | 'test' | 'delete';
      row: Subscription;
    }) => {
      if (kind === 'pause' || kind === 'resume') {
        await setSubscriptionActive(row.id, kind === 'resume');
        return { kind: 'message' as const, text: t(kind === 'pause' ? 'list.paused' : 'list.resumed') };
      }
      if (kind === 'rotate') return { kind: 'secret' as const, id: row.id, secret: await rotateSecret(row.id) };
      if (kind === 'test') {
        const attempt = await sendTest(row.id);
        return {
          kind: 'message' as const,
          text:
            attempt.statusCode !== null
              ? t('list.testAnswered', { status: attempt.statusCode, ms: attempt.durationMs })
              : t('list.testFailed', { error: attempt.error ?? '' }),
        };
      }
      await deleteSubscription(row.id);
      return { kind: 'message' as const, text: t('list.deleted') };
    },
    onSuccess: (result) => {
      setOutcome(result);
      setConfirming(null);
      refresh();
    },
  });
  const run = (kind: 'pause' | 'resume' | 'rotate' | 'test' | 'delete', row: Subscription) =>
    action.mutate({ kind, row });
  const named = (label: string, row: Subscription) => `${label} — ${row.url}`;

  return (
    <Stack gap="sm">
      {outcome?.kind === 'message' ? (
        <Text role="status" size="sm" fw={600}>
          {outcome.text}
        </Text>
      ) : null}
      {outcome?.kind === 'secret' ? <SecretNotice title={t('secret.rotated')} secret={outcome.secret} /> : null}
      {action.isError ? (
        <Alert color="red" role="alert">
          {action.error.message}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <caption>{t('list.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('list.url')}</Table.Th>
              <Table.Th scope="col">{t('list.brand')}</Table.Th>
              <Table.Th scope="col">{t('list.events')}</Table.Th>
              <Table.Th scope="col">{t('list.state')}</Table.Th>
              <Table.Th scope="col">{t('list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subscriptions.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.url}</Table.Td>
                <Table.Td>{brandLabel(row.brandId)}</Table.Td>
                <Table.Td>
                  <Text size="xs">{row.events.join(', ')}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={row.active ? 'teal.9' : row.pausedReason === 'failing' ? 'red.9' : 'gray.8'}
                    variant="filled"
                  >
                    {row.active ? t('state.active') : t(`state.${row.pausedReason ?? 'admin'}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={named(t(row.active ? 'list.pause' : 'list.resume'), row)}
                      onClick={() => run(row.active ? 'pause' : 'resume', row)}
                    >
                      {t(row.active ? 'list.pause' : 'list.resume')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={named(t('list.test'), row)}
                      onClick={() => run('test', row)}
                    >
                      {t('list.test')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={named(t('list.rotate'), row)}
                      onClick={() => run('rotate', row)}
                    >
                      {t('list.rotate')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={named(t('list.log'), row)}
                      aria-expanded={logOf?.id === row.id}
                      onClick={() => setLogOf(logOf?.id === row.id ? null : row)}
                    >
                      {t('list.log')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant={confirming === row.id ? 'filled' : 'light'}
                      aria-label={named(t(confirming === row.id ? 'list.confirmDelete' : 'list.delete'), row)}
                      onClick={() => (confirming === row.id ? run('delete', row) : setConfirming(row.id))}
                    >
                      {t(confirming === row.id ? 'list.confirmDelete' : 'list.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {logOf ? <DeliveryLog subscriptionId={logOf.id} url={logOf.url} /> : null}
    </Stack>
  );
}
