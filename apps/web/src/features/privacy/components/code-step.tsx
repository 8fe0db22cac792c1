import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/translation';

export interface CodeStepProps {
  /** Sends the code; resolves with where it went (masked). */
  send: () => Promise<{ sentTo: string }>;
  /** Uses the code the shopper typed. */
  confirm: (code: string) => Promise<void>;
  /** The button that sends the code ('Baixar meus dados', 'Apagar meus dados'…). */
  startLabel: string;
  confirmLabel: string;
  /** Red for a destructive confirmation (erasure). */
  danger?: boolean;
  idPrefix: string;
}

/** Error text of a failed call: the server's message in the shopper's language, or a generic one. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * Two steps shared by export, erasure and contact changes: ask for a one-time code, then type it to confirm. The
 * server checks the code; this only collects it.
 */
export function CodeStep({ send, confirm, startLabel, confirmLabel, danger, idPrefix }: CodeStepProps) {
  const { t } = useTranslation('privacy');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorText(caught, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  };
  const onSend = () => run(async () => setSentTo((await send()).sentTo));
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void run(() => confirm(code.trim()));
  };

  return (
    <Stack gap="xs">
      {error ? (
        <Alert color="red" role="alert" title={t('errors.title')}>
          {error}
        </Alert>
      ) : null}
      {sentTo === null ? (
        <Group>
          <Button onClick={() => void onSend()} loading={busy} color={danger ? 'red.8' : undefined}>
            {startLabel}
          </Button>
        </Group>
      ) : (
        <form onSubmit={onConfirm} noValidate>
          <Stack gap="xs">
            <Text size="sm" role="status">
              {t('code.sent', { to: sentTo })}
            </Text>
            <TextInput
              id={`${idPrefix}-code`}
              label={t('code.label')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              required
            />
            <Group>
              <Button
                type="submit"
                loading={busy}
                color={danger ? 'red.8' : undefined}
                disabled={code.trim().length !== 6}
              >
                {confirmLabel}
              </Button>
              <Button variant="subtle" onClick={() => void onSend()} disabled={busy}>
                {t('code.resend')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
