import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';

export interface StepHeaderProps {
  title: ReactNode;
  intro: ReactNode;
}

/** The title and short intro on top of every step; the title is the h2 under the page's h1. */
export function StepHeader({ title, intro }: StepHeaderProps) {
  return (
    <div>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </div>
  );
}
