import { Alert, List, Text } from '@mantine/core';
import type { DetailAnswer } from '@portal/domain/backoffice';
import { useTranslation } from '../../../lib/translation';

/**
 * 'Files missing' on the console (R62): an open protocol whose items lack the minimum photo or invoice of spec §5
 * says so, item by item, until the shopper sends them (the API's missingFiles, the rule the shopper's detail uses).
 */
export function MissingFilesAlert({ missing }: { missing: DetailAnswer['missingFiles'] }) {
  const { t } = useTranslation('backoffice');
  if (missing.length === 0) return null;
  return (
    <Alert variant="light" color="orange" title={t('protocol.missingFilesTitle')} data-testid="missing-files">
      <Text size="sm">{t('protocol.missingFilesIntro')}</Text>
      <List size="sm">
        {missing.map((entry) => (
          <List.Item key={`${entry.item}-${entry.kind}`}>
            {t(`protocol.missingFile_${entry.kind}`, {
              item: entry.item,
              received: entry.received,
              required: entry.required,
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
