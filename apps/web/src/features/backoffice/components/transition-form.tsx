import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { TRANSITION_TEXT_MAX, statusName, type Language } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { createKeyKeeper } from '../../../lib/idempotency-key';
import { isBackofficeError } from '../api/client';
import { postTransition, type TransitionInput } from '../api/protocols';
import type { AllowedTransition, TransitionAnswer } from '@portal/domain/backoffice';
import classes from './protocol.module.css';

interface TransitionFormProps {
  prtId: number;
  /** The status on screen, sent as `from`. */
  status: number;
  allowed: AllowedTransition[];
  language: Language;
  /** The language the shopper reads the note and the denial's reason in: the operator is asked to write in it. */
  customerLanguage: Language;
  onMoved: (answer: TransitionAnswer) => void;
  /** Someone else moved it first (409): the view is read again. */
  onConflict: () => void;
}

/**
 * The moves the server allows from here (its `allowed`, the truth of ADR 0022's table), one button each; a chosen move
 * asks for the note the shopper will read and, for a denial (7, 8, 9, 10), the reason. A submit carries an
 * Idempotency-Key: a retry after a lost answer reuses it (applied once); any answer ends it.
 */
export function TransitionForm({
  prtId,
  status,
  allowed,
  language,
  customerLanguage,
  onMoved,
  onConflict,
}: TransitionFormProps) {
  const { t } = useTranslation('backoffice');
  const [chosen, setChosen] = useState<AllowedTransition | null>(null);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const keys = useRef(createKeyKeeper());
  // Part of each label ('Observação para o cliente (em espanhol)'), so it is read with the field, not only seen.
  const inCustomerLanguage = { language: t(`languages.${customerLanguage}`) };
  const formRef = useRef<HTMLFormElement>(null);

  // A refreshed view can take the chosen move away (someone else moved the protocol).
  const current = chosen && allowed.find((move) => move.to === chosen.to) ? chosen : null;

  const choose = (move: AllowedTransition) => {
    setChosen(move);
    setReasonError(null);
    setError(null);
    setDone(null);
    // The form opens under the buttons: its first field (the reason of a denial, else the note) is where one types next.
    requestAnimationFrame(() => formRef.current?.querySelector('textarea')?.focus());
  };

  const submit = async () => {
    if (!current) return;
    const denialReason = reason.trim();
    if (current.requiresReason && !denialReason) {
      setReasonError(t('actions.reasonRequired'));
      return;
    }
    const input: TransitionInput = { from: status, to: current.to, note: note.trim() };
    if (current.requiresReason) input.denialReason = denialReason;
    const key = keys.current(JSON.stringify({ prtId, ...input }));
    setPending(true);
    setError(null);
    try {
      const answer = await postTransition(prtId, input, key);
      keys.current = createKeyKeeper();
      setDone(t('actions.moved', { status: statusName(answer.status, language) }));
      setChosen(null);
      setNote('');
      setReason('');
      onMoved(answer);
    } catch (failure) {
      if (!isBackofficeError(failure) || failure.status !== 0) keys.current = createKeyKeeper();
      if (isBackofficeError(failure) && failure.status === 409) {
        const code = failure.code === 'transition_not_allowed' ? 'notAllowed' : 'statusChanged';
        setError(t(`actions.conflict.${code}`));
        onConflict();
      } else {
        setError(isBackofficeError(failure) ? failure.message : t('common:errors.generic'));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={classes.section} aria-labelledby="bo-actions">
      <Title order={2} size="h4" id="bo-actions" mb="xs">
        {t('actions.title')}
      </Title>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" role="alert" title={t('actions.failed')}>
            {error}
          </Alert>
        ) : null}
        {done ? (
          <Text role="status" size="sm" fw={600}>
            {done}
          </Text>
        ) : null}
        {allowed.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('actions.none')}
          </Text>
        ) : (
          <div className={classes.actions}>
            {allowed.map((move) => (
              <Button
                key={move.to}
                // Denials stand apart in red: they close the protocol and need a reason.
                variant={current?.to === move.to ? 'filled' : move.requiresReason ? 'outline' : 'default'}
                color={move.requiresReason ? 'red.9' : undefined}
                aria-pressed={current?.to === move.to}
                onClick={() => choose(move)}
              >
                {statusName(move.to, language)}
              </Button>
            ))}
          </div>
        )}
        {current ? (
          <form
            ref={formRef}
            noValidate
            aria-labelledby="bo-move-title"
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending) void submit();
            }}
          >
            <Stack gap="sm">
              <Text fw={600} id="bo-move-title">
                {t('actions.moveTo', { status: statusName(current.to, language) })}
              </Text>
              {current.requiresReason ? (
                <Textarea
                  label={t('actions.reasonIn', inCustomerLanguage)}
                  description={t('actions.reasonHint')}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.currentTarget.value);
                    setReasonError(null);
                  }}
                  error={reasonError}
                  required
                  rows={3}
                  maxLength={TRANSITION_TEXT_MAX}
                />
              ) : null}
              <Textarea
                label={t('actions.noteIn', inCustomerLanguage)}
                description={t('actions.noteHint')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                rows={3}
                maxLength={TRANSITION_TEXT_MAX}
              />
              <Group gap="xs">
                <Button type="submit" loading={pending}>
                  {t('actions.confirm', { status: statusName(current.to, language) })}
                </Button>
                <Button variant="default" onClick={() => setChosen(null)} disabled={pending}>
                  {t('actions.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </section>
  );
}
