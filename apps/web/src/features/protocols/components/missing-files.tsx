import { useState } from 'react';
import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { MissingFile, SendableFile } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { IconAlertTriangle, IconInfoCircle } from '../../../components/ui/icons';
import { notifySuccess } from '../../../lib/notify';
import { protocolKeys } from '../../../lib/protocol-keys';
import { uploadProtocolFile } from '../../../lib/protocol-upload';

/** What the upload accepts for each kind (ADR 0016): images for photos; PDF, XML or images for invoices. */
const ACCEPT = {
  photo: 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm',
  invoice: 'application/pdf,application/xml,text/xml,image/jpeg,image/png,image/webp',
} as const;

export interface MissingFilesProps {
  prtId: number;
  missing: readonly MissingFile[];
  /** What each item can still take (issue 23): a file that failed at creation is sent from here. */
  sendable: readonly SendableFile[];
  /** The product name of the item at each position (1-based position - 1), where known. */
  itemNames: readonly string[];
}

interface Line {
  item: number;
  kind: 'invoice' | 'photo';
  missing: MissingFile | undefined;
  sendable: SendableFile | undefined;
}

const key = (entry: { item: number; kind: string }) => `${entry.item}-${entry.kind}`;

/** Missing requirements first as the answer lists them, then the other kinds an item can still take. */
function linesOf(missing: readonly MissingFile[], sendable: readonly SendableFile[]): Line[] {
  const lines = new Map<string, Line>();
  for (const entry of [...missing, ...sendable]) {
    if (!lines.has(key(entry)))
      lines.set(key(entry), { item: entry.item, kind: entry.kind, missing: undefined, sendable: undefined });
  }
  for (const entry of missing) lines.get(key(entry))!.missing = entry;
  for (const entry of sendable) lines.get(key(entry))!.sendable = entry;
  return [...lines.values()];
}

/**
 * Sending files to an existing protocol (issues 13 and 23): what it still lacks (an outside-store item's invoice, a
 * photo a reason requires), in an alert, and what each item can still take up to its limit, so a photo or invoice
 * that failed when the protocol was created can be sent, in either flow. The files go through the upload call and
 * per-item limits of the creation (files past the room left are not sent); a refused file is named with the server's
 * reason. The files answer is read again afterwards, and with it the history that records their arrival.
 */
export function MissingFiles({ prtId, missing, sendable, itemNames }: MissingFilesProps) {
  const { t } = useTranslation('protocols');
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<string | null>(null);
  const [failures, setFailures] = useState<readonly { name: string; reason: string }[]>([]);
  const lines = linesOf(missing, sendable);
  if (lines.length === 0) return null;

  const send = async (line: Line, files: File[]) => {
    const room = line.sendable ? Math.max(0, line.sendable.max - line.sendable.received) : 0;
    const chosen = files.slice(0, room);
    if (chosen.length === 0) return;
    setSending(key(line));
    setFailures([]);
    const failed: { name: string; reason: string }[] = [];
    for (const file of chosen) {
      const outcome = await uploadProtocolFile({ file, prtId, isInvoice: line.kind === 'invoice', item: line.item });
      if (!outcome.ok) failed.push({ name: file.name, reason: outcome.reason });
    }
    setSending(null);
    setFailures(failed);
    // The files, the history (a 'files received' entry) and anything else of this protocol are read again.
    await queryClient.invalidateQueries({ queryKey: protocolKeys.all });
    const sent = chosen.length - failed.length;
    if (sent > 0) notifySuccess(t('missingFiles.sent', { count: sent }));
  };

  const lacking = missing.length > 0;
  return (
    <Alert
      color={lacking ? 'orange' : 'gray'}
      variant="light"
      icon={
        lacking ? <IconAlertTriangle size={20} aria-hidden="true" /> : <IconInfoCircle size={20} aria-hidden="true" />
      }
      title={t(lacking ? 'missingFiles.title' : 'missingFiles.moreTitle')}
      data-testid="missing-files"
      // The light orange's own title colour falls short of 4.5:1 on its background (axe): the text colour instead.
      // The body may shrink (long product names wrap instead of pushing the buttons off a phone's screen).
      styles={{ title: { color: 'var(--mantine-color-text)' }, body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Text size="sm">{t(lacking ? 'missingFiles.text' : 'missingFiles.moreText')}</Text>
        {lines.map((line) => {
          const lineKey = key(line);
          const name = itemNames[line.item - 1] ?? t('missingFiles.item', { item: line.item });
          const what = line.missing
            ? t(line.kind === 'invoice' ? 'missingFiles.invoice' : 'missingFiles.photo', {
                name,
                received: line.missing.received,
                required: line.missing.required,
              })
            : t(line.kind === 'invoice' ? 'missingFiles.invoiceSent' : 'missingFiles.photoSent', {
                name,
                count: line.sendable?.received ?? 0,
                max: line.sendable?.max ?? 0,
              });
          const label = line.missing
            ? t(line.kind === 'invoice' ? 'missingFiles.sendInvoice' : 'missingFiles.sendPhoto')
            : t(line.kind === 'invoice' ? 'missingFiles.sendMoreInvoices' : 'missingFiles.sendMorePhotos');
          return (
            <Group key={lineKey} justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} id={`missing-${prtId}-${lineKey}`}>
                {what}
              </Text>
              {line.sendable ? (
                <FileButton
                  multiple
                  accept={ACCEPT[line.kind]}
                  onChange={(files) => void send(line, files)}
                  inputProps={{ 'data-testid': `missing-${line.kind}-input-${line.item}` } as object}
                >
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      // Named by its action; the line beside it says which item and file (several may be listed).
                      aria-describedby={`missing-${prtId}-${lineKey}`}
                      loading={sending === lineKey}
                      disabled={sending !== null && sending !== lineKey}
                    >
                      {label}
                    </Button>
                  )}
                </FileButton>
              ) : null}
            </Group>
          );
        })}
        {failures.length > 0 ? (
          <div role="alert" data-testid="missing-files-failed">
            <Text size="sm" fw={600} c="red.9">
              {t('missingFiles.failedTitle', { count: failures.length })}
            </Text>
            <List size="sm" spacing={2}>
              {failures.map((failure, index) => (
                <List.Item key={`${index}-${failure.name}`} style={{ overflowWrap: 'anywhere' }}>
                  {t('missingFiles.failedFile', { name: failure.name, reason: failure.reason })}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}
