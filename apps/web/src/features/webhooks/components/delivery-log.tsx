import '@mantine/core/styles/Table.css';
import { Alert, Button, Table, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { deliverAgain, useDeliveryLog, webhookKeys, type Attempt } from '../api/webhooks';

/** A subscription's latest attempts (30 days kept): time, event, answer, duration, attempt, the answer's start. */
export function DeliveryLog({ subscriptionId, url }: { subscriptionId: number; url: string }) {
  const { t } = useTranslation('webhooks');
  const log = useDeliveryLog(subscriptionId);
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: (deliveryId: number) => deliverAgain(subscriptionId, deliveryId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.log(subscriptionId) }),
  });

  if (log.isPending) return <PageLoader label={t('log.loading')} />;
  if (log.isError) {
    return (
      <Alert color="red" role="alert" title={t('log.loadError')}>
        {log.error.message}
      </Alert>
    );
  }
  if (log.data.length === 0) return <Text>{t('log.empty')}</Text>;
  const outcome = (row: Attempt) =>
    row.statusCode !== null ? String(row.statusCode) : t('log.noAnswer', { error: row.error ?? '' });
  return (
    <>
      {again.isSuccess ? (
        <Text role="status" size="sm" fw={600}>
          {t('log.queued')}
        </Text>
      ) : null}
      {again.isError ? (
        <Alert color="red" role="alert">
          {again.error.message}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <caption>{t('log.caption', { url })}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('log.time')}</Table.Th>
              <Table.Th scope="col">{t('log.event')}</Table.Th>
              <Table.Th scope="col">{t('log.status')}</Table.Th>
              <Table.Th scope="col">{t('log.duration')}</Table.Th>
              <Table.Th scope="col">{t('log.attempt')}</Table.Th>
              <Table.Th scope="col">{t('log.response')}</Table.Th>
              <Table.Th scope="col">{t('log.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.attemptedAt)}</Table.Td>
                <Table.Td>
                  {row.eventType}
                  <Text size="xs" c="dimmed">
                    {row.eventId}
                  </Text>
                </Table.Td>
                <Table.Td>{outcome(row)}</Table.Td>
                <Table.Td>{t('log.ms', { ms: row.durationMs })}</Table.Td>
                <Table.Td>{row.attempt}</Table.Td>
                <Table.Td>
                  <Text size="xs" style={{ wordBreak: 'break-all' }} lineClamp={3}>
                    {row.response ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.deliveryId !== null ? (
                    <Button
                      size="xs"
                      variant="light"
                      loading={again.isPending && again.variables === row.deliveryId}
                      aria-label={`${t('log.deliverAgain')} — ${row.eventType} ${row.eventId}`}
                      onClick={() => again.mutate(row.deliveryId!)}
                    >
                      {t('log.deliverAgain')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
