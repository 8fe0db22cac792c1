import '@mantine/core/styles/Table.css';
import { useId, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@portal/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { useShopperReads, type ShopperRead } from '../api/privacy-reads';
import { protocolPath } from '../lib/paths';
import classes from './queue.module.css';

/**
 * "Who read this shopper's data" (issue 28, LGPD art. 37) on the protocol page, for admins: every operator's view of a
 * protocol of hers, file download and search by CPF or e-mail, newest first. Closed at first and asked only when
 * opened, so the protocol page costs no extra request; the page renders it for admins only, and the API refuses
 * agents anyway.
 */
export function ShopperReads({ prtId }: { prtId: number }) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const reads = useShopperReads(prtId, page, open);
  const panelId = useId();
  const titleId = useId();
  const pages = reads.data ? Math.max(1, Math.ceil(reads.data.total / reads.data.pageSize)) : 1;

  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {/* The heading is the disclosure's button: its name is the heading's visible text. */}
          <Button
            variant="subtle"
            size="compact-md"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            leftSection={<span aria-hidden="true">{open ? '▾' : '▸'}</span>}
          >
            {t('shopperReads.title')}
          </Button>
        </Title>
        <div id={panelId} hidden={!open}>
          {open ? (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('shopperReads.hint')}
              </Text>
              {reads.isPending ? <Text size="sm">{t('shopperReads.loading')}</Text> : null}
              {reads.isError ? (
                <Alert color="red" role="alert" title={t('shopperReads.loadError')}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{reads.error.message}</Text>
                    <Button variant="light" size="xs" onClick={() => void reads.refetch()}>
                      {t('retry')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              {reads.data?.total === 0 ? <Text size="sm">{t('shopperReads.none')}</Text> : null}
              {reads.data && reads.data.reads.length > 0 ? <ReadsTable reads={reads.data.reads} /> : null}
              {reads.data && reads.data.total > reads.data.pageSize ? (
                <nav aria-label={t('shopperReads.pages')}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" role="status">
                      {t('queue.pageOf', { page, pages })} · {t('shopperReads.total', { count: reads.data.total })}
                    </Text>
                    <Group gap="xs">
                      <Button variant="default" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                        {t('shopperReads.newer')}
                      </Button>
                      <Button variant="default" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                        {t('shopperReads.older')}
                      </Button>
                    </Group>
                  </Group>
                </nav>
              ) : null}
            </Stack>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

function ReadsTable({ reads }: { reads: ShopperRead[] }) {
  const { t } = useTranslation('backoffice');
  const caption = t('shopperReads.caption');
  return (
    // Scrolls sideways on a narrow window: focusable and named so a keyboard can scroll it (axe scrollable-region).
    <Table.ScrollContainer type="native" minWidth={560} tabIndex={0} role="region" aria-label={caption}>
      <Table striped verticalSpacing="xs">
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shopperReads.columns.operator')}</Table.Th>
            <Table.Th scope="col">{t('shopperReads.columns.when')}</Table.Th>
            <Table.Th scope="col">{t('shopperReads.columns.what')}</Table.Th>
            <Table.Th scope="col">{t('shopperReads.columns.why')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reads.map((read) => (
            <Table.Tr key={read.id}>
              <Table.Td>
                <Text size="sm">{read.operator}</Text>
                <Text size="xs" c="dimmed">
                  {read.operatorEmail}
                </Text>
              </Table.Td>
              <Table.Td>
                <time dateTime={read.readAt}>{formatDateTime(read.readAt)}</time>
              </Table.Td>
              <Table.Td>{t(`shopperReads.kinds.${read.what}`)}</Table.Td>
              <Table.Td>
                {read.protocolId === null ? (
                  t('shopperReads.noProtocol')
                ) : (
                  <Anchor component={Link} to={protocolPath(read.protocolId)} size="sm">
                    {t('shopperReads.protocol', { id: read.protocolId })}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
