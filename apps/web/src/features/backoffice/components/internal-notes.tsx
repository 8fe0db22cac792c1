import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { backofficeKeys } from '../api/keys';
import { addInternalNote, internalNotes } from '../api/workload';

const NOTE_MAX = 1000;

/** The operators' notes on a protocol (issue 27): read by the team, never by the shopper (the API keeps them apart). */
export function InternalNotes({ prtId }: { prtId: number }) {
  const { t } = useTranslation('workload');
  const queryClient = useQueryClient();
  const key = [...backofficeKeys.all, 'internal-notes', prtId];
  const notes = useQuery({ queryKey: key, queryFn: ({ signal }) => internalNotes(prtId, signal), retry: false });
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => addInternalNote(prtId, text.trim()),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (
    <Card withBorder component="section" aria-labelledby="internal-notes-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="internal-notes-title">
          {t('notes.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notes.hint')}
        </Text>
        {notes.isError ? <Text size="sm">{notes.error.message}</Text> : null}
        {notes.data?.length === 0 ? <Text size="sm">{t('notes.none')}</Text> : null}
        {notes.data?.length ? (
          <ul>
            {notes.data.map((note) => (
              <li key={note.id}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.note}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('notes.by', { name: note.operator.name, date: formatDateTime(note.at) })}
                </Text>
              </li>
            ))}
          </ul>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) add.mutate();
          }}
        >
          <Stack gap="xs" align="flex-start">
            <Textarea
              label={t('notes.add')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={NOTE_MAX}

              minRows={2}
              w="100%"
            />
            <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
              {t('notes.save')}
            </Button>
          </Stack>
        </form>
        {add.isError ? (
          <Alert color="red" role="alert">
            {add.error.message}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
