import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One group of 'Meus dados': a titled card, its heading naming the region for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value, as a definition-list row. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt style={{ fontWeight: 600 }}>{label}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}
