import '@mantine/core/styles/Skeleton.css';
import { Button, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { IconRefresh } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';

/** Row-shaped placeholders while a wallet list loads; one status line for screen readers. */
export function LoadingRows({ label, rows, testId }: { label: string; rows: number; testId?: string }) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Stack gap="xs" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
    </div>
  );
}

/** A wallet list that could not load (the api-client already showed the error toast), with a retry. */
export function LoadErrorState({ icon, title, onRetry }: { icon: TablerIcon; title: string; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <PageEmptyState
      icon={icon}
      titleOrder={3}
      title={title}
      actions={
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
