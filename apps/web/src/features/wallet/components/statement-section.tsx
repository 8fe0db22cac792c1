import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { PlainGroup, PlainStack, PlainText, PlainTitle } from '../../../components/ui/plain-mantine';
import { IconFileSearch } from '../../../components/ui/icons';
import { MountWhileOpen } from '../../../components/ui/mount-while-open';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { useStatement } from '../api/get-statement';
import { IconArrowsMaximize } from '../icons';
import { hasFilters, NO_FILTERS, type StatementFilters } from '../lib/statement-filters';
import { LoadErrorState, LoadingRows } from './list-states';
import { StatementFiltersForm } from './statement-filters';
import { StatementTable } from './statement-table';

const SKELETON_ROWS = 4;

/** The filterable statement with its full-screen mode (spec §2 Wallet 'a filterable full-screen statement table'). */
export function StatementSection() {
  const { t } = useTranslation(['wallet', 'common']);
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS);
  const [fullScreen, setFullScreen] = useState(false);
  const statement = useStatement(filters);
  const movements = statement.data?.pages.flatMap((page) => page.wallet) ?? [];

  let body;
  if (statement.isPending) {
    body = <LoadingRows label={t('wallet:statement.loading')} rows={SKELETON_ROWS} testId="statement-skeleton" />;
  } else if (statement.isError) {
    body = (
      <LoadErrorState
        icon={IconFileSearch}
        title={t('wallet:statement.loadError')}
        onRetry={() => void statement.refetch()}
      />
    );
  } else if (movements.length === 0) {
    body = (
      <PageEmptyState
        icon={IconFileSearch}
        titleOrder={3}
        title={hasFilters(filters) ? t('wallet:statement.noResults') : t('common:empty.noData')}
      />
    );
  } else {
    const more = statement.hasNextPage ? (
      <Button variant="default" onClick={() => void statement.fetchNextPage()} loading={statement.isFetchingNextPage}>
        {t('wallet:statement.loadMore')}
      </Button>
    ) : null;
    body = (
      <>
        <StatementTable movements={movements} caption={t('wallet:statement.title')} />
        {more}
        {/* Mounted only while open: closed, it still drew a second table and a portal, re-rendered after hydrating. */}
        <MountWhileOpen opened={fullScreen}>
          {(onExited) => (
            <Modal
              opened={fullScreen}
              onClose={() => setFullScreen(false)}
              onExitTransitionEnd={onExited}
              fullScreen
              title={t('wallet:statement.title')}
              closeButtonProps={{ 'aria-label': t('wallet:statement.exitFullScreen') }}
            >
              <Stack gap="sm">
                <StatementTable movements={movements} caption={t('wallet:statement.title')} />
                {more}
              </Stack>
            </Modal>
          )}
        </MountWhileOpen>
      </>
    );
  }

  return (
    <PlainStack gap="sm" component="section" labelledBy="wallet-statement-title">
      <PlainGroup justify="space-between" gap="sm">
        <PlainTitle order={2} size="h4" id="wallet-statement-title">
          {t('wallet:statement.title')}
        </PlainTitle>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconArrowsMaximize size={16} aria-hidden="true" />}
          onClick={() => setFullScreen(true)}
          disabled={movements.length === 0}
        >
          {t('wallet:statement.fullScreen')}
        </Button>
      </PlainGroup>
      <StatementFiltersForm applied={filters} onApply={setFilters} />
      {statement.isSuccess ? (
        <PlainText size="sm" role="status" live="polite">
          {t('wallet:statement.count', { count: movements.length })}
        </PlainText>
      ) : null}
      {body}
    </PlainStack>
  );
}
