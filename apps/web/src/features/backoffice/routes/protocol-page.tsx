import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from 'react-router';
import { ImageViewer, viewerLabels } from '../../../components/ui/image-viewer';
import { PageLoader } from '../../../components/ui/page-loader';
import { useConsoleTitle } from '../lib/use-console-title';
import { isBackofficeError } from '../api/client';
import { useProtocol } from '../api/protocols';
import { backofficeKeys } from '../api/keys';
import type { DetailAnswer, ProtocolFile } from '@portal/domain/backoffice';
import { ProtocolHistory } from '../components/protocol-history';
import { ProtocolItems } from '../components/protocol-items';
import { ProtocolSummary } from '../components/protocol-summary';
import { MissingFilesAlert } from '../components/missing-files-alert';
import { TransitionForm } from '../components/transition-form';
import { InternalNotes } from '../components/internal-notes';
import { ShopperReads } from '../components/shopper-reads';
import { ShipmentPanel } from '../components/shipment-panel';
import { isAdmin, useOperator } from '../lib/operator-context';
import classes from '../components/protocol.module.css';
import { CONSOLE_PATH, slipPath } from '../lib/paths';
import { useLanguage } from '../lib/use-language';

/** /backoffice/protocols/:prtId: the whole protocol for the operator, and the moves they may make. */
export default function ProtocolPage() {
  const { t } = useTranslation('backoffice');
  const { t: tw } = useTranslation('workload');
  const language = useLanguage();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const prtId = Number(useParams().prtId);
  const valid = Number.isSafeInteger(prtId) && prtId > 0;
  const detail = useProtocol(prtId, language, valid);
  const notFound = !valid || (isBackofficeError(detail.error) && detail.error.status === 404);
  // A protocol that is not there says so in the tab too, with the number asked for.
  useConsoleTitle(
    notFound
      ? valid
        ? t('protocol.notFoundNamed', { id: prtId })
        : t('protocol.notFoundTitle')
      : t('protocol.title', { id: prtId }),
  );
  const [viewing, setViewing] = useState<ProtocolFile | null>(null);

  const back = (
    <Anchor component={Link} to={CONSOLE_PATH} size="sm">
      {t('protocol.backToQueue')}
    </Anchor>
  );

  if (notFound) {
    return (
      <Stack gap="sm">
        {back}
        <Title order={1}>{valid ? t('protocol.notFoundNamed', { id: prtId }) : t('protocol.notFoundTitle')}</Title>
        <Text>{t('protocol.notFound')}</Text>
      </Stack>
    );
  }
  if (detail.isPending) return <PageLoader label={t('protocol.loading')} />;
  if (detail.isError) {
    return (
      <Alert color="red" role="alert" title={t('protocol.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{detail.error.message}</Text>
          <Button variant="light" size="xs" onClick={() => void detail.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { protocol, items, files, history, allowed, missingFiles } = detail.data;
  return (
    <Stack gap="md">
      {back}
      <Title order={1}>{t('protocol.title', { id: protocol.prtId })}</Title>
      <Anchor component={Link} to={slipPath(protocol.prtId)} size="sm">
        {tw('slip.open')}
      </Anchor>
      <TransitionForm
        prtId={protocol.prtId}
        status={protocol.status}
        allowed={allowed}
        language={language}
        customerLanguage={protocol.customer.language}
        onMoved={(answer) => {
          // The answer carries the new status, history and moves: the view shows them without another request.
          queryClient.setQueryData<DetailAnswer>(backofficeKeys.protocol(protocol.prtId, language), (old) =>
            old
              ? {
                  ...old,
                  protocol: { ...old.protocol, status: answer.status },
                  history: answer.history,
                  allowed: answer.allowed,
                }
              : old,
          );
          // Effects (a shipping code, a credit) and the queue's row are the server's: read them again.
          void queryClient.invalidateQueries({ queryKey: backofficeKeys.protocols() });
          void queryClient.invalidateQueries({ queryKey: [...backofficeKeys.all, 'queue'] });
        }}
        onConflict={() => void queryClient.invalidateQueries({ queryKey: backofficeKeys.protocols() })}
      />
      <ProtocolSummary protocol={protocol} language={language} />
      <ShipmentPanel prtId={protocol.prtId} language={language} />
      <MissingFilesAlert missing={missingFiles} />
      <div className={classes.grid}>
        <ProtocolItems items={items} files={files} onView={setViewing} />
        <ProtocolHistory history={history} language={language} />
      </div>
      <InternalNotes prtId={protocol.prtId} />
      {/* Who read the shopper's personal data (issue 28): the admins' business; the API refuses agents too. */}
      {isAdmin(operator) ? <ShopperReads prtId={protocol.prtId} /> : null}
      <ImageViewer
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        src={viewing?.url ?? null}
        alt={viewing?.name ?? ''}
        labels={viewerLabels(t)}
      />
    </Stack>
  );
}
