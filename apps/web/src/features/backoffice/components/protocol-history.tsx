import { Text, Title } from '@mantine/core';
import { formatDateTime, isDenialStatus, statusName, type Language } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { HistoryEntry } from '@portal/domain/backoffice';
import classes from './protocol.module.css';

/**
 * The history with its audit: who moved the protocol (the operator's e-mail, or the portal, the ERP, the scheduler).
 * The shopper's timeline shows the same entries without this line.
 */
export function ProtocolHistory({ history, language }: { history: HistoryEntry[]; language: Language }) {
  const { t } = useTranslation('backoffice');
  return (
    <section className={classes.section} aria-labelledby="bo-history">
      <Title order={2} size="h4" id="bo-history" mb="xs">
        {t('protocol.history')}
      </Title>
      <ol className={classes.history}>
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <Text fw={600} size="sm">
              {statusName(entry.status, language)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </Text>
            {entry.note ? <Text size="sm">{entry.note}</Text> : null}
            {entry.denialReason ? (
              // The shopper reads it as the entry's message; on a denial it is the reason (ADR 0022).
              <Text size="sm">
                {t(isDenialStatus(entry.status) ? 'protocol.denialReason' : 'protocol.message', {
                  text: entry.denialReason,
                })}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {entry.operator
                ? t('protocol.byOperator', { email: entry.operator.email })
                : t(`protocol.sources.${entry.source}`)}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
