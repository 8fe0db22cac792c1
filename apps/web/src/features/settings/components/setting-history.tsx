import { Alert, List, Text, Title } from '@mantine/core';
import { TIME_ZONE } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../backoffice/lib/use-language';
import { useSettingHistory, type SettingChange, type SettingKind } from '../api/settings-api';
import { changedFields, changeLine } from '../lib/change-summary';
import classes from './settings.module.css';

/** A setting's change history, newest first: who, when, and each changed field's value before and after. */
export function SettingHistory({ kind, settingKey, title }: { kind: SettingKind; settingKey: number; title?: string }) {
  const history = useSettingHistory(kind, settingKey);
  return <SettingHistoryView history={history} headingId={`settings-history-${kind}-${settingKey}`} title={title} />;
}

/** A history as read by one of the history calls (the shared catalogue's, or a brand's terms', ADR 0055). */
export function SettingHistoryView(props: {
  history: UseQueryResult<SettingChange[]>;
  headingId: string;
  title?: string;
  /** A brand's terms: an empty value there means 'as in the catalogue'. */
  terms?: boolean;
}) {
  const { history, headingId, title, terms = false } = props;
  const { t } = useTranslation('settings');
  const language = useLanguage();
  let body;
  if (history.isPending) body = <Text size="sm">{t('history.loading')}</Text>;
  else if (history.isError) body = <Alert color="red">{history.error.message}</Alert>;
  else if (history.data.length === 0) body = <Text size="sm">{t('history.empty')}</Text>;
  else {
    const when = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE });
    body = (
      <List spacing="xs" size="sm" listStyleType="none" pl={0}>
        {history.data.map((change) => (
          <List.Item key={change.id}>
            <Text size="sm" fw={600}>
              {t('history.entry', { when: when.format(new Date(change.changedAt)), who: change.operatorName })}
            </Text>
            {changedFields(change.before, change.after).map((field) => (
              <Text size="sm" key={`${field.field}.${field.language ?? ''}`}>
                {changeLine(field, t, terms)}
              </Text>
            ))}
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {title ?? t('history.title')}
      </Title>
      {body}
    </section>
  );
}
