import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { CONSOLE_PATH } from '../lib/paths';

/** An address under /backoffice that is no console screen: stays in the console's frame. */
export default function ConsoleNotFound() {
  const { t } = useTranslation('backoffice');
  return (
    <Stack gap="sm">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to={CONSOLE_PATH}>
        {t('protocol.backToQueue')}
      </Anchor>
    </Stack>
  );
}
