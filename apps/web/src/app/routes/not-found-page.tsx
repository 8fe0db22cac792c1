import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { Link } from 'react-router';
import { IconMapQuestion } from '../../components/ui/icons';
import { useBrand } from '../../lib/brand-context';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any path the SPA does not know. Free access: it only offers the way back. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  const brand = useBrand();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <img src={brand.logoUrl} alt={t('brand.logoAlt', { brand: brand.name })} height={48} />
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          <IconMapQuestion size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/home">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
