import { Button } from '@mantine/core';
import { FILTER_DEBOUNCE_MS } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { IconClipboardList, IconFileSearch, IconRefresh } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { PlainStack, PlainText, PlainTitle } from '../../../components/ui/plain-mantine';
import { PlainContainer } from '../../../components/ui/plain-page-parts';
import { hasIdentity, useSessionUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProtocols } from '../api/get-protocols';
import { ProtocolCard } from '../components/protocol-card';
import { ProtocolFilters } from '../components/protocol-filters';
import { ProtocolListSkeleton } from '../components/protocol-list-skeleton';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFiltersInAddress } from '../hooks/use-filters-in-address';
import { ALL_STATUSES, filterProtocols, presentStatuses } from '../lib/filter-protocols';
import classes from '../components/protocol-list.module.css';

/** /protocolos: the shopper's protocols, newest first, with a text and a status filter (spec §2 Protocol list). */
export default function ProtocolListPage() {
  const { t } = useTranslation('protocols');
  useDocumentTitle(t('pageTitle.list'));
  const user = useSessionUser();
  // Spec §6: the list loads only with an e-mail or a phone in the session.
  const canLoad = hasIdentity(user);
  const protocols = useProtocols(canLoad);
  const { text, setText, status, setStatus } = useFiltersInAddress();
  const query = useDebouncedValue(text, FILTER_DEBOUNCE_MS);

  const all = protocols.data;
  const statuses = useMemo(() => presentStatuses(all ?? []), [all]);
  // A status that left the list (after a refetch) falls back to 'all' rather than hiding everything.
  const activeStatus = statuses.some((option) => option.value === status) ? status : ALL_STATUSES;
  const shown = useMemo(
    () => filterProtocols(all ?? [], { text: query, status: activeStatus }),
    [all, query, activeStatus],
  );

  let body;
  if (!canLoad) {
    body = <PageEmptyState icon={IconFileSearch} title={t('list.noDataTitle')} description={t('list.noDataText')} />;
  } else if (protocols.isPending) {
    body = <ProtocolListSkeleton />;
  } else if (protocols.isError) {
    body = (
      <PageEmptyState
        icon={IconFileSearch}
        title={t('list.loadErrorTitle')}
        description={t('list.loadErrorText')}
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => void protocols.refetch()}
          >
            {t('list.retry')}
          </Button>
        }
      />
    );
  } else if (protocols.data.length === 0) {
    body = (
      <PageEmptyState
        icon={IconClipboardList}
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
        actions={
          <Button component={Link} to="/home" variant="light">
            {t('list.startRequest')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <PlainStack gap="md">
        <ProtocolFilters
          text={text}
          onTextChange={setText}
          status={activeStatus}
          onStatusChange={setStatus}
          statuses={statuses}
        />
        <PlainText size="sm" role="status" live="polite">
          {t('list.count', { count: shown.length })}
        </PlainText>
        {shown.length === 0 ? (
          <PageEmptyState
            icon={IconFileSearch}
            title={t('list.noResultsTitle')}
            description={t('common:empty.noResults')}
          />
        ) : (
          <ul className={classes.grid} aria-label={t('list.title')}>
            {shown.map((protocol) => (
              <li key={protocol.PRT_ID}>
                <ProtocolCard protocol={protocol} />
              </li>
            ))}
          </ul>
        )}
      </PlainStack>
    );
  }

  // The column, title and intro as Mantine's markup drawn plain (ADR 0056): the same look, none of its per-element work
  // on a server-rendered first page and its hydration.
  return (
    <PlainContainer size="lg" py="lg">
      <PlainTitle order={1} mb={4}>
        {t('list.title')}
      </PlainTitle>
      <PlainText mb="md">{t('list.intro')}</PlainText>
      {body}
    </PlainContainer>
  );
}
