import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain';
import type { FailedJobRow } from '@portal/domain/backoffice';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { AdminsOnly } from '../components/admins-only';
import { isAdmin, useOperator } from '../lib/operator-context';
import { useConsoleTitle } from '../lib/use-console-title';
import { useFailedJobs, useRetryFailedJob } from '../api/jobs';
import { RetryButton, RetryListFrame, type RetryResult } from '../components/retry-list-frame';
import classes from '../components/queue.module.css';

/** The kinds of job the console names in words; a kind added later shows its own code until it gets a text. */
const KNOWN_KINDS = new Set([
  'notification.send',
  'protocols.expire',
  'privacy.retention',
  'jobs.prune',
  'webhook.deliver',
  'webhooks.retention',
  'uploads.sweep',
]);
/** One kind per connected brand: `vtex.feed.<brand id>` (ADR 0090). */
const VTEX_FEED = /^vtex\.feed\.(\d+)$/;

/**
 * /backoffice/jobs: the background jobs that used up their attempts (issue 47, ADR 0089: the one job mechanism's
 * dead-letter list), each with its kind, what it is about, its attempts and last error, and 'try again' once the cause
 * is fixed (a mail server back, a setting corrected). Admins only, as the API is.
 */
export default function FailedJobsPage() {
  const { t } = useTranslation('backoffice');
  useConsoleTitle(t('jobs.title'));
  const admin = isAdmin(useOperator());
  const list = useFailedJobs(admin);
  const retry = useRetryFailedJob();
  const [result, setResult] = useState<RetryResult | null>(null);

  if (!admin) return <AdminsOnly title={t('jobs.title')} text={t('jobs.adminsOnly')} />;

  const tryAgain = (job: FailedJobRow) => {
    setResult(null);
    retry.mutate(job, {
      onSuccess: () => setResult({ ok: true, text: t('jobs.queued', { id: job.id }) }),
      onError: (error) => setResult({ ok: false, text: error.message }),
    });
  };
  const kindName = (kind: string) => {
    const vtex = VTEX_FEED.exec(kind);
    if (vtex) return t('jobs.kinds.vtex_feed', { brand: vtex[1] });
    return KNOWN_KINDS.has(kind) ? t(`jobs.kinds.${kind.replace('.', '_')}`) : kind;
  };

  let body;
  if (list.isPending) body = <PageLoader label={t('jobs.loading')} />;
  else if (list.isError) {
    body = (
      <Alert color="red" role="alert" title={t('jobs.loadError')}>
        {list.error.message}
      </Alert>
    );
  } else if (list.data.length === 0) body = <Text>{t('jobs.empty')}</Text>;
  else {
    body = (
      <ul className={classes.cards} aria-label={t('jobs.caption')}>
        {list.data.map((job) => (
          <li key={job.id} className={classes.card}>
            <Text fw={700}>
              {kindName(job.kind)} · {t('jobs.key', { key: job.key })}
            </Text>
            <Text size="sm">
              {t('jobs.attempts', { attempts: job.attempts, max: job.maxAttempts })} ·{' '}
              {t('jobs.lastError', { error: job.lastError ?? '—' })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('jobs.dates', { created: formatDateTime(job.createdAt), failed: formatDateTime(job.failedAt) })}
            </Text>
            <RetryButton
              label={t('jobs.retryJob', { id: job.id, kind: kindName(job.kind) })}
              busy={retry.isPending && retry.variables?.id === job.id}
              onClick={() => tryAgain(job)}
            >
              {t('jobs.retry')}
            </RetryButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <RetryListFrame title={t('jobs.title')} intro={t('jobs.intro')} result={result}>
      {body}
    </RetryListFrame>
  );
}
