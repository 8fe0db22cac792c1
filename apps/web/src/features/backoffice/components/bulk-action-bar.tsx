import { useState } from 'react';
import { Alert, Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { STATUS_IDS, statusName, type Language } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { assignProtocol, bulkMove, takeProtocol, type BulkAnswer } from '../api/workload';
import { useOperators } from '../api/operators';
import { isAdmin, useOperator } from '../lib/operator-context';

interface BulkActionBarProps {
  selected: number[];
  /** The language each selected protocol's shopper reads its messages in (the queue row's `language`). */
  readers: { prtId: number; language: Language }[];
  language: Language;
  /** After a take or a move: the queue reads itself again and the selection is cleared. */
  onDone: () => void;
}

interface Outcome {
  kind: 'move' | 'take' | 'assign';
  moved: number;
  notMoved: { prtId: number; message: string }[];
}

/**
 * What the operator does to the protocols ticked in the queue (issue 27): take them, or apply one move to all. The
 * move's id is made once per choice of protocols and status, so pressing again after a lost answer is the same bulk
 * action (the server moves nothing twice); the result says which moved and why the others did not.
 */
export function BulkActionBar({ selected, readers, language, onDone }: BulkActionBarProps) {
  const { t } = useTranslation('workload');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [bulk, setBulk] = useState<{ key: string; id: string } | null>(null);
  const actionKey = `${selected.join(',')}>${to}>${note}`;
  // An admin also assigns the ticked protocols to an operator (the spec's 'responsible').
  const admin = isAdmin(useOperator());
  const operators = (useOperators(admin).data ?? []).filter((row) => row.active);
  const [assignee, setAssignee] = useState('');

  // The note goes into each shopper's status message as typed, untranslated: the Portuguese-speaking console warns
  // before it reaches shoppers who read another language (issue 46).
  const foreign = note.trim() ? readers.filter((reader) => reader.language !== 'pt') : [];
  const foreignLanguages = [...new Set(foreign.map((reader) => reader.language))];

  const run = async (action: () => Promise<Outcome>) => {
    setBusy(true);
    setFailure(null);
    try {
      setOutcome(await action());
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const move = () =>
    run(async () => {
      const id = bulk?.key === actionKey ? bulk.id : crypto.randomUUID();
      setBulk({ key: actionKey, id });
      const answer: BulkAnswer = await bulkMove({ bulkId: id, prtIds: selected, to: Number(to), note });
      return { kind: 'move', moved: answer.moved.length, notMoved: answer.notMoved };
    });

  /** One call per protocol (a take or an assignment), each refusal listed with the server's reason. */
  const eachOf = (kind: 'take' | 'assign', call: (prtId: number) => Promise<unknown>) =>
    run(async () => {
      const notMoved: Outcome['notMoved'] = [];
      let moved = 0;
      for (const prtId of selected) {
        try {
          await call(prtId);
          moved += 1;
        } catch (error) {
          notMoved.push({ prtId, message: error instanceof Error ? error.message : String(error) });
        }
      }
      return { kind, moved, notMoved };
    });
  const take = () => eachOf('take', takeProtocol);
  const assign = () => eachOf('assign', (prtId) => assignProtocol(prtId, Number(assignee)));

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('bulk.label')}>
        <Text size="sm" fw={600} aria-live="polite">
          {t('bulk.selected', { count: selected.length })}
        </Text>
        <Button variant="light" disabled={selected.length === 0 || busy} onClick={() => void take()}>
          {t('bulk.take')}
        </Button>
        {admin ? (
          <>
            <NativeSelect
              label={t('bulk.assignTo')}
              value={assignee}
              onChange={(event) => setAssignee(event.currentTarget.value)}
              data={[
                { value: '', label: t('bulk.pickOperator') },
                ...operators.map((row) => ({ value: String(row.id), label: row.name })),
              ]}
              w={200}
            />
            <Button
              variant="light"
              disabled={selected.length === 0 || assignee === '' || busy}
              onClick={() => void assign()}
            >
              {t('bulk.assign')}
            </Button>
          </>
        ) : null}
        <NativeSelect
          label={t('bulk.moveTo')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          data={[
            { value: '', label: t('bulk.pickStatus') },
            ...STATUS_IDS.map((id) => ({ value: String(id), label: statusName(id, language) })),
          ]}
          w={240}
        />
        <TextInput
          label={t('bulk.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={1000}
          w={220}
        />
        <Button disabled={selected.length === 0 || to === '' || busy} loading={busy} onClick={() => void move()}>
          {t('bulk.move')}
        </Button>
      </Group>
      {foreign.length ? (
        <Alert color="yellow" role="status" title={t('bulk.noteLanguage.title')}>
          {t('bulk.noteLanguage.text', {
            count: foreign.length,
            languages: foreignLanguages.map((code) => t(`bulk.noteLanguage.${code}`)).join(t('bulk.noteLanguage.and')),
            ids: foreign.map((reader) => reader.prtId).join(', '),
          })}
        </Alert>
      ) : null}
      <div aria-live="polite">
        {outcome ? (
          <Alert
            color={outcome.notMoved.length ? 'yellow' : 'green'}
            title={t(`bulk.done.${outcome.kind}`, { count: outcome.moved })}
          >
            {outcome.notMoved.length ? (
              <List size="sm">
                {outcome.notMoved.map((row) => (
                  <List.Item key={row.prtId}>
                    {t(`bulk.notMoved.${outcome.kind}`, { id: row.prtId, reason: row.message })}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" title={t('bulk.failed')}>
            {failure}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
