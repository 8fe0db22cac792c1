import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /about: placeholder text only (spec §2). */
export default function AboutPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('about.title'));
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="md">
        {t('about.title')}
      </Title>
      <Text>{t('about.text')}</Text>
    </Container>
  );
}
