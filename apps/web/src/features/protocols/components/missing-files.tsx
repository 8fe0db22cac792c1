import { useState } from 'react';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_INVOICE_FILES_PER_ITEM, MAX_PHOTOS_PER_ITEM, type MissingFile } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { IconAlertTriangle } from '../../../components/ui/icons';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { protocolKeys } from '../../../lib/protocol-keys';
import { uploadProtocolFile } from '../../../lib/protocol-upload';

/** What the upload accepts for each kind (ADR 0016): images for photos; PDF, XML or images for invoices. */
const ACCEPT = {
  photo: 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm',
  invoice: 'application/pdf,application/xml,text/xml,image/jpeg,image/png,image/webp',
} as const;
const MAX = { photo: MAX_PHOTOS_PER_ITEM, invoice: MAX_INVOICE_FILES_PER_ITEM } as const;

export interface MissingFilesProps {
  prtId: number;
  missing: readonly MissingFile[];
  /** The product name of the item at each position (1-based position - 1), where known. */
  itemNames: readonly string[];
}

/**
 * 'Send the missing files' (issue 13): the protocol still lacks an invoice (outside-store item) or a photo (reason
 * that requires them). Each missing requirement has its own button; the files go through the same upload call and
 * per-item limits as at creation (files past the limit are left out, as in the request flow). The files answer is
 * read again afterwards, and with it the history that records their arrival.
 */
export function MissingFiles({ prtId, missing, itemNames }: MissingFilesProps) {
  const { t } = useTranslation('protocols');
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<string | null>(null);
  if (missing.length === 0) return null;

  const send = async (entry: MissingFile, files: File[]) => {
    const room = Math.max(0, MAX[entry.kind] - entry.received);
    const chosen = files.slice(0, room);
    if (chosen.length === 0) return;
    setSending(`${entry.item}-${entry.kind}`);
    let failed = 0;
    for (const file of chosen) {
      const ok = await uploadProtocolFile({ file, prtId, isInvoice: entry.kind === 'invoice', item: entry.item }).catch(
        () => false,
      );
      if (!ok) failed += 1;
    }
    setSending(null);
    // The files, the history (a 'files received' entry) and anything else of this protocol are read again.
    await queryClient.invalidateQueries({ queryKey: protocolKeys.all });
    if (failed > 0) notifyWarning(t('missingFiles.failed', { failed, total: chosen.length }));
    else notifySuccess(t('missingFiles.sent', { count: chosen.length }));
  };

  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={t('missingFiles.title')}
      data-testid="missing-files"
      // The light orange's own title colour falls short of 4.5:1 on its background (axe): the text colour instead.
      // The body may shrink (long product names wrap instead of pushing the buttons off a phone's screen).
      styles={{ title: { color: 'var(--mantine-color-text)' }, body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('missingFiles.text')}</Text>
        {missing.map((entry) => {
          const key = `${entry.item}-${entry.kind}`;
          const name = itemNames[entry.item - 1] ?? t('missingFiles.item', { item: entry.item });
          const what = t(entry.kind === 'invoice' ? 'missingFiles.invoice' : 'missingFiles.photo', {
            name,
            received: entry.received,
            required: entry.required,
          });
          return (
            <Group key={key} justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} id={`missing-${prtId}-${key}`}>
                {what}
              </Text>
              <FileButton
                multiple
                accept={ACCEPT[entry.kind]}
                onChange={(files) => void send(entry, files)}
                inputProps={{ 'data-testid': `missing-${entry.kind}-input-${entry.item}` } as object}
              >
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    // Named by its action; the line beside it says which item and file (several may be missing).
                    aria-describedby={`missing-${prtId}-${key}`}
                    loading={sending === key}
                    disabled={sending !== null && sending !== key}
                  >
                    {t(entry.kind === 'invoice' ? 'missingFiles.sendInvoice' : 'missingFiles.sendPhoto')}
                  </Button>
                )}
              </FileButton>
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}
