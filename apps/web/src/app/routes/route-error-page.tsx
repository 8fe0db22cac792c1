import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { useRouteError } from 'react-router';
import { IconAlertTriangle, IconRefresh } from '../../components/ui/icons';
import { PageHydratedMark } from '../hydrated-mark';

/** Last line of defence: a page that threw or a chunk that failed to load (often after a new deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  // Logged for whoever reads the console; the shopper gets the reload button.
  console.error(useRouteError());
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden="true">
          <IconAlertTriangle size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('errors.pageTitle')}
        </Title>
        <Text c="dimmed">{t('errors.pageText')}</Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Stack>
      <PageHydratedMark />
    </Center>
  );
}
