import { useState } from 'react';
import type { Language } from '@portal/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { useSearchParams } from 'react-router';
import { IconClipboardList } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { useConsoleTitle } from '../lib/use-console-title';
import { useQueue } from '../api/protocols';
import { Pager } from '../components/pager';
import { QueueFilterBar } from '../components/queue-filter-bar';
import { BulkActionBar } from '../components/bulk-action-bar';
import { backofficeKeys } from '../api/keys';
import { QueueList } from '../components/queue-list';
import { CONSOLE_PATH } from '../lib/paths';
import { changeFilters, pageCount, readQueueFilters, writeQueueFilters } from '../lib/queue-filters';
import { useLanguage } from '../lib/use-language';

/** /backoffice: the protocols of the operator's brands, oldest work first as the API sorts it, filtered by the URL. */
export default function QueuePage() {
  const { t } = useTranslation('backoffice');
  useConsoleTitle(t('queue.title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params);
  const queue = useQueue(filters, language);
  const queryClient = useQueryClient();
  // Ticked protocols for a bulk action (issue 27); kept across pages, so a pallet can be picked page by page.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The language each seen protocol's shopper reads (issue 46): the selection outlives the page it was ticked on, and
  // the bulk bar warns when its note would go untranslated to shoppers of another language.
  // Recorded when a protocol is ticked, from the page it is on.
  const [readers, setReaders] = useState<ReadonlyMap<number, Language>>(new Map());
  const select = (prtIds: number[], on: boolean) => {
    const shown = new Map((queue.data?.items ?? []).map((item) => [item.prtId, item.language] as const));
    setReaders((current) => {
      const next = new Map(current);
      for (const prtId of prtIds) next.set(prtId, shown.get(prtId) ?? current.get(prtId) ?? 'pt');
      return next;
    });
    setSelected((current) => {
      const next = new Set(current);
      for (const prtId of prtIds) {
        if (on) next.add(prtId);
        else next.delete(prtId);
      }
      return next;
    });
  };

  const hrefOf = (page: number) => {
    const search = writeQueueFilters({ ...filters, page }).toString();
    return `${CONSOLE_PATH}${search ? `?${search}` : ''}`;
  };

  let body;
  if (queue.isPending) {
    body = <PageLoader label={t('queue.loading')} />;
  } else if (queue.isError) {
    body = (
      <Alert color="red" title={t('queue.loadError')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{queue.error.message}</Text>
          <Button variant="light" size="xs" onClick={() => void queue.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (queue.data.items.length === 0) {
    body = <PageEmptyState icon={IconClipboardList} title={t('queue.emptyTitle')} description={t('queue.emptyText')} />;
  } else {
    const pages = pageCount(queue.data.total, queue.data.pageSize);
    body = (
      <Stack gap="sm" aria-busy={queue.isFetching}>
        <QueueList
          items={queue.data.items}
          language={language}
          caption={t('queue.caption')}
          selected={selected}
          onSelect={select}
        />
        <Pager page={queue.data.page} pages={pages} total={queue.data.total} hrefOf={hrefOf} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('queue.title')}</Title>
      <QueueFilterBar
        filters={filters}
        language={language}
        onChange={(change) => setParams(writeQueueFilters(changeFilters(filters, change)))}
      />
      <BulkActionBar
        selected={[...selected]}
        readers={[...selected].map((prtId) => ({ prtId, language: readers.get(prtId) ?? 'pt' }))}
        language={language}
        onDone={() => {
          setSelected(new Set());
          void queryClient.invalidateQueries({ queryKey: [...backofficeKeys.all, 'queue'] });
        }}
      />
      {body}
    </Stack>
  );
}
