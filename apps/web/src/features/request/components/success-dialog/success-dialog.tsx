import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tooltip.css';
import { useEffect, useEffectEvent, useState } from 'react';
import { ActionIcon, Button, Group, List, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { COPY_CONFIRMATION_MS, SUCCESS_DIALOG_REDIRECT_MS } from '@portal/domain';
import { useTranslation } from '../../../../lib/translation';
import { IconAlertTriangle, IconCheck } from '../../../../components/ui/icons';
import { copyText, type CopyResult } from '../../../../lib/clipboard';
import { IconClipboardCheck, IconCopy } from '../../icons';
import type { FailedUpload } from '../../lib/upload-queue';

export interface UploadProgress {
  total: number;
  /** Files sent so far, successful or not. */
  done: number;
  failed: number;
  /** The files that did not arrive, each with its reason (issue 23). */
  failures: readonly FailedUpload[];
  /** When the last upload settled (Date.now()), or null while uploads are pending. */
  finishedAt: number | null;
  /** Invoice files are among the uploads (an outside-store purchase): the texts say 'files', not 'photos'. */
  withInvoices?: boolean;
}

export interface SuccessDialogProps {
  opened: boolean;
  /** The first protocol (the one the detail link of failed files leads to when `protocolIds` does not say). */
  protocolId: number;
  /** Every protocol the request became (ADR 0030); just `protocolId` when absent. */
  protocolIds?: readonly number[];
  /** The protocol whose files failed first: where 'send the missing files' leads. `protocolId` when absent. */
  missingFilesProtocolId?: number;
  upload: UploadProgress;
  onGoToProtocols: () => void;
}

const SECOND_MS = 1000;

/**
 * The creation success dialog (spec §2 'Confirmation', §8): title, subtitle, the protocol number with a copy icon
 * ('Copiado com sucesso!' / 'Erro ao copiar: ...', shown for COPY_CONFIRMATION_MS), the photo uploads' progress and
 * result, and the way to /protocolos, taken by itself SUCCESS_DIALOG_REDIRECT_MS after the uploads finish (a copy
 * restarts that wait, so its confirmation can be read). When files failed, each is named with its reason and the
 * dialog stays until the shopper leaves it, with the way to the protocol's detail, where they can be sent (issue 23).
 */
export function SuccessDialog({
  opened,
  protocolId,
  protocolIds,
  missingFilesProtocolId,
  upload,
  onGoToProtocols,
}: SuccessDialogProps) {
  const { t } = useTranslation('request');
  const numbers = protocolIds && protocolIds.length > 0 ? protocolIds : [protocolId];
  const many = numbers.length > 1;
  const [copy, setCopy] = useState<{ result: CopyResult; id: number } | null>(null);
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const finished = upload.finishedAt !== null;
  // Context forms: 'uploadSuccess_files_one' and the like name files in general when invoices are among them.
  const context = upload.withInvoices ? 'files' : undefined;

  // The countdown starts when the uploads finish, and again after each copy.
  // Not when files failed: the shopper must be able to read which ones and why, and to go and send them.
  const redirectFrom =
    opened && upload.finishedAt !== null && upload.failed === 0 ? Math.max(upload.finishedAt, copiedAt ?? 0) : null;

  const goOnTimeout = useEffectEvent(() => onGoToProtocols());
  useEffect(() => {
    if (redirectFrom === null) return;
    const left = Math.max(0, redirectFrom + SUCCESS_DIALOG_REDIRECT_MS - Date.now());
    const redirect = setTimeout(() => goOnTimeout(), left);
    const tick = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [redirectFrom]);

  useEffect(() => {
    if (!copy) return;
    const timer = setTimeout(() => setCopy(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const onCopy = async (id: number) => {
    const result = await copyText(String(id));
    setCopy({ result, id });
    setCopiedAt(Date.now());
  };

  const numberAndCopy = (id: number) => (
    <>
      <Text fz={28} fw={700} data-testid="protocol-number">
        {id}
      </Text>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={many ? t('success.copyNumber', { id }) : t('success.copy')}
        onClick={() => void onCopy(id)}
      >
        {copy?.result.ok && copy.id === id ? (
          <IconClipboardCheck size={20} aria-hidden="true" />
        ) : (
          <IconCopy size={20} aria-hidden="true" />
        )}
      </ActionIcon>
    </>
  );

  const fullWait = Math.ceil(SUCCESS_DIALOG_REDIRECT_MS / SECOND_MS);
  const secondsLeft =
    redirectFrom === null
      ? null
      : Math.min(fullWait, Math.max(0, Math.ceil((redirectFrom + SUCCESS_DIALOG_REDIRECT_MS - now) / SECOND_MS)));
  const percent = upload.total === 0 ? 100 : Math.round((upload.done / upload.total) * 100);

  return (
    <Modal.Root opened={opened} onClose={onGoToProtocols} closeOnClickOutside={false} centered size="md">
      <Modal.Overlay backgroundOpacity={0.55} blur={2} />
      <Modal.Content>
        <Modal.Body pt="lg">
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" color="teal.9" aria-hidden="true">
              <IconCheck size={32} />
            </ThemeIcon>
            <div>
              <Modal.Title component="h2" fz="h3" fw={700} lh={1.3}>
                {many ? t('success.titleMany') : t('success.title')}
              </Modal.Title>
              <Text size="sm" c="dimmed" mt={4}>
                {many ? t('success.subtitleMany') : t('success.subtitle')}
              </Text>
            </div>
            <div>
              <Text size="sm" id="success-number-label">
                {many ? t('success.numbersLabel', { count: numbers.length }) : t('success.numberLabel')}
              </Text>
              {/* One line per protocol (a split request, ADR 0030), each with its own copy button; a list only then. */}
              {many ? (
                <Stack
                  gap={0}
                  component="ul"
                  aria-labelledby="success-number-label"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                >
                  {numbers.map((id) => (
                    <Group key={id} component="li" gap="xs" justify="center" wrap="nowrap">
                      {numberAndCopy(id)}
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Group gap="xs" justify="center" wrap="nowrap">
                  {numberAndCopy(protocolId)}
                </Group>
              )}
              {/* teal.9 keeps text above 4.5:1 on white; Mantine's green shades do not. */}
              <Text
                size="sm"
                mih={20}
                role="status"
                aria-live="polite"
                c={copy && !copy.result.ok ? 'red.9' : 'teal.9'}
                data-testid="copy-result"
              >
                {copy
                  ? copy.result.ok
                    ? t('success.copied')
                    : t('success.copyError', { error: t(copy.result.reasonKey) })
                  : ''}
              </Text>
            </div>

            {upload.total > 0 ? (
              <Stack gap={6} w="100%" role="status" aria-live="polite" data-testid="upload-progress">
                {finished ? (
                  upload.failed > 0 ? (
                    <Stack gap={4} ta="start" data-testid="failed-uploads">
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        {/* Red 9 (5.5:1 on white): orange 9 was 4.3:1, under AA for this small text. */}
                        <IconAlertTriangle
                          size={18}
                          color="var(--mantine-color-red-9)"
                          aria-hidden="true"
                          style={{ flexShrink: 0 }}
                        />
                        <Text size="sm" c="red.9" fw={600}>
                          {t('success.uploadFailed', { count: upload.failed, total: upload.total, context })}
                        </Text>
                      </Group>
                      <List size="sm" spacing={2}>
                        {upload.failures.map((failure, index) => (
                          <List.Item key={`${index}-${failure.name}`} style={{ overflowWrap: 'anywhere' }}>
                            {t('success.failedFile', { name: failure.name, reason: failure.reason })}
                          </List.Item>
                        ))}
                      </List>
                      <Text size="sm">{t('success.sendFromDetail', { count: upload.failed, context })}</Text>
                    </Stack>
                  ) : (
                    <Text size="sm" c="teal.9">
                      {t('success.uploadSuccess', { count: upload.total, context })}
                    </Text>
                  )
                ) : (
                  <Text size="sm">
                    {t('success.uploading', {
                      current: Math.min(upload.done + 1, upload.total),
                      total: upload.total,
                      context,
                    })}
                  </Text>
                )}
                <Progress
                  value={percent}
                  color={finished && upload.failed > 0 ? 'orange.8' : undefined}
                  aria-label={t('success.uploadProgress', { done: upload.done, total: upload.total })}
                  animated={!finished}
                  striped={!finished}
                />
              </Stack>
            ) : null}

            {finished && upload.failed > 0 ? (
              <Button fullWidth component={Link} to={`/protocol/${missingFilesProtocolId ?? protocolId}`}>
                {t('success.sendMissing', { count: upload.failed, context })}
              </Button>
            ) : null}
            <Button fullWidth variant={finished && upload.failed > 0 ? 'default' : 'filled'} onClick={onGoToProtocols}>
              {t('success.goToProtocols')}
            </Button>
            {secondsLeft !== null ? (
              <Text size="xs" c="dimmed">
                {t('success.redirecting', { count: secondsLeft })}
              </Text>
            ) : null}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
