import type { ReactNode } from 'react';
import { EmptyState } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface PageEmptyStateProps {
  icon: TablerIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown under the text. */
  actions?: ReactNode;
  /** Heading level of the title inside the page outline (the page title is usually the h1). */
  titleOrder?: 2 | 3 | 4;
}

/** The brand-coloured "nothing here yet" block used by list pages and by pages still being built. */
export function PageEmptyState({ icon: Icon, title, description, actions, titleOrder = 2 }: PageEmptyStateProps) {
  return (
    <EmptyState variant="light" size="lg" py="xl" data-testid="page-empty-state">
      <EmptyState.Indicator>
        <Icon aria-hidden="true" stroke={1.5} />
      </EmptyState.Indicator>
      <EmptyState.Title order={titleOrder}>{title}</EmptyState.Title>
      {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
      {actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
