import '@mantine/core/styles/Badge.css';
import { useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  formatDateTime,
  type ConsoleShipment,
  type ConsoleShipmentResponse,
  type Language,
  type ShipmentState,
} from '@portal/domain';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { backofficeKeys } from '../api/keys';
import { postShipmentAction, useShipment, type ShipmentAction } from '../api/shipment';
import { DetailList } from './detail-list';
import classes from './protocol.module.css';

/** Badge colours by state; the shade 9 of Mantine's light variant passes contrast on its pale ground. */
const STATE_COLOUR: Record<ShipmentState, string> = {
  requested: 'gray',
  issued: 'blue',
  posted: 'indigo',
  delivered: 'teal',
  expired: 'orange',
  cancelled: 'gray',
  failed: 'red',
};

/**
 * The 'Envio' panel of the console's protocol page (issue 48): each Correios authorisation with its state, codes,
 * validity, the carrier's events and its error in words, and the actions the API allows now (issue again, extend,
 * cancel; cancelling asks first). A failed action is a toast with the API's words; the protocol stays where it was.
 */
export function ShipmentPanel({ prtId, language }: { prtId: number; language: Language }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const shipment = useShipment(prtId, language);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // One key per action until it gets an answer: a retried click after a lost answer is the same action.
  const keys = useRef<Partial<Record<ShipmentAction, string>>>({});
  const act = useMutation({
    mutationFn: (action: ShipmentAction) => {
      const key = (keys.current[action] ??= newIdempotencyKey());
      return postShipmentAction(prtId, action, key);
    },
    onSettled: (_answer, error, action) => {
      if (!error || (error as { status?: number }).status !== 0) delete keys.current[action];
    },
    onSuccess: (answer, action) => {
      setConfirmingCancel(false);
      const before = queryClient.getQueryData<ConsoleShipmentResponse>(backofficeKeys.shipment(prtId, language));
      const first = action === 'issue-again' && before?.shipments.length === 0;
      queryClient.setQueryData(backofficeKeys.shipment(prtId, language), answer);
      notifySuccess(t(first ? 'shipment.done.issue' : `shipment.done.${action}`));
      // A new code or a cancellation may move the protocol too (its history, the queue's row).
      void queryClient.invalidateQueries({ queryKey: backofficeKeys.protocol(prtId, language) });
    },
    onError: (error) => notifyError(error.message),
  });

  let body;
  if (shipment.isPending) body = <Text size="sm">{t('shipment.loading')}</Text>;
  else if (shipment.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{shipment.error.message}</Text>
        <Button variant="light" size="xs" onClick={() => void shipment.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else {
    const { shipments, connected } = shipment.data;
    const actions = shipments[0]?.actions ?? { issueAgain: false, extend: false, cancel: false };
    const pending = act.isPending ? act.variables : null;
    body = (
      <Stack gap="sm">
        {connected ? null : (
          <Alert color="yellow" data-testid="shipment-not-connected" title={t('shipment.notConnectedTitle')}>
            {t('shipment.notConnected')}
          </Alert>
        )}
        {connected && shipments.length === 0 ? (
          // No authorisation yet (issued at approval, or its first request never made): the API's issue-again route
          // issues one whenever none is alive, so the first code is asked for the same way.
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('shipment.none')}</Text>
            <Button size="xs" loading={pending === 'issue-again'} onClick={() => act.mutate('issue-again')}>
              {t('shipment.actions.issue')}
            </Button>
          </Stack>
        ) : null}
        {actions.issueAgain || actions.extend || actions.cancel ? (
          <Group gap="xs">
            {actions.issueAgain ? (
              <Button size="xs" loading={pending === 'issue-again'} onClick={() => act.mutate('issue-again')}>
                {t('shipment.actions.issueAgain')}
              </Button>
            ) : null}
            {actions.extend ? (
              <Button size="xs" variant="light" loading={pending === 'extend'} onClick={() => act.mutate('extend')}>
                {t('shipment.actions.extend')}
              </Button>
            ) : null}
            {actions.cancel ? (
              <Button size="xs" variant="light" color="red" onClick={() => setConfirmingCancel(true)}>
                {t('shipment.actions.cancel')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {confirmingCancel && actions.cancel ? (
          <div role="alertdialog" aria-labelledby="shipment-cancel-question">
            <Alert color="red">
              <Stack gap="xs" align="flex-start">
                <Text size="sm" id="shipment-cancel-question">
                  {t('shipment.cancelQuestion')}
                </Text>
                <Group gap="xs">
                  <Button size="xs" color="red" loading={pending === 'cancel'} onClick={() => act.mutate('cancel')}>
                    {t('shipment.actions.confirmCancel')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirmingCancel(false)}>
                    {t('shipment.actions.keep')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          </div>
        ) : null}
        {shipments.map((item) => (
          <ShipmentItem key={item.id} shipment={item} />
        ))}
      </Stack>
    );
  }

  return (
    <section className={classes.section} aria-labelledby="bo-shipment" data-testid="shipment-panel">
      <Title order={2} size="h4" id="bo-shipment" mb="xs">
        {t('shipment.title')}
      </Title>
      {body}
    </section>
  );
}

function ShipmentItem({ shipment }: { shipment: ConsoleShipment }) {
  const { t } = useTranslation('backoffice');
  return (
    <article className={classes.section} aria-label={t('shipment.itemLabel', { id: shipment.id })}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={STATE_COLOUR[shipment.state]} variant="light" data-testid="shipment-state">
            {t(`shipment.states.${shipment.state}`)}
          </Badge>
          {shipment.demo ? (
            <Badge color="yellow" variant="light">
              {t('shipment.demo')}
            </Badge>
          ) : null}
        </Group>
        {shipment.error ? (
          <Alert color="red" title={t('shipment.carrierError')} data-testid="shipment-error">
            {shipment.error}
          </Alert>
        ) : null}
        <DetailList
          rows={[
            [t('shipment.authorisationCode'), shipment.authorisationCode],
            [t('shipment.trackingCode'), shipment.trackingCode],
            [t('shipment.postBy'), shipment.postBy ? formatDate(shipment.postBy) : null],
            [t('shipment.createdAt'), formatDateTime(shipment.createdAt)],
            [t('shipment.requestId'), <code key="r">{shipment.requestId}</code>],
          ]}
        />
        {shipment.events.length > 0 ? (
          <ol className={classes.details} aria-label={t('shipment.events')} data-testid="shipment-events">
            {[...shipment.events].reverse().map((event) => (
              <li key={`${event.at}-${event.kind}-${event.carrierText}`}>
                <Text size="sm">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time> — <strong>{event.description}</strong>
                  {event.place ? ` · ${event.place}` : ''}
                </Text>
                {event.carrierText !== event.description ? (
                  <Text size="xs" c="dimmed">
                    {t('shipment.carrierText', { text: event.carrierText })}
                  </Text>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <Text size="sm">{t('shipment.noEvents')}</Text>
        )}
      </Stack>
    </article>
  );
}
