import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';

export interface RetryResult {
  text: string;
  ok: boolean;
}

/**
 * The frame of a console list of things that failed and can be tried again (the unmapped VTEX orders, the failed
 * jobs): the title, what the list is, the last 'try again' outcome (a status when it worked, an alert when not), then
 * the list.
 */
export function RetryListFrame(props: {
  title: string;
  intro: string;
  result: RetryResult | null;
  children: ReactNode;
}) {
  const { title, intro, result, children } = props;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>{intro}</Text>
      {result ? (
        <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
}

/** One entry's 'try again': its accessible name says which entry, its text what it does. */
export function RetryButton(props: { label: string; busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <div>
      <Button variant="default" size="xs" aria-label={props.label} loading={props.busy} onClick={props.onClick}>
        {props.children}
      </Button>
    </div>
  );
}
