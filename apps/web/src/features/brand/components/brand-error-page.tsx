import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { IconRefresh, IconWorldOff } from '../../../components/ui/icons';

interface BrandErrorPageProps {
  onRetry?: () => void;
  retrying?: boolean;
}

/** Spec §1/§8: a host that matches no brand shows 'Erro ao definir a marca atual...' and nothing else. */
export function BrandErrorPage({ onRetry, retrying = false }: BrandErrorPageProps) {
  const { t } = useTranslation('common');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconWorldOff size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('brand.error')}
        </Title>
        <Text c="dimmed">{t('brand.errorHint')}</Text>
        {onRetry ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('brand.retry')}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
