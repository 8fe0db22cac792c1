import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation } from 'react-router';
import { useConsoleTitle } from '../lib/use-console-title';
import { CONSOLE_PATH } from '../lib/paths';

/**
 * An address under /backoffice that is no console screen: stays in the console's frame, and the tab and the text say
 * what was not found (issue 46: the tab read only the brand's name).
 */
export default function ConsoleNotFound() {
  const { t } = useTranslation('backoffice');
  const { pathname } = useLocation();
  useConsoleTitle(t('notFound.title'));
  return (
    <Stack gap="sm">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text', { path: pathname })}</Text>
      <Anchor component={Link} to={CONSOLE_PATH}>
        {t('protocol.backToQueue')}
      </Anchor>
    </Stack>
  );
}
