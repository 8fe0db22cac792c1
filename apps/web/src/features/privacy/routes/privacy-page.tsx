import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import { Container, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/ui/page-loader';
import { useTranslation } from '../../../lib/translation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePrivacyOverview } from '../api/privacy-api';
import { ContactSection } from '../components/contact-section';
import { ErasureSection } from '../components/erasure-section';
import { ExportSection } from '../components/export-section';
import { HoldingsSections } from '../components/holdings-sections';
import { IdentitySection } from '../components/identity-section';
import { currentLanguage } from '../../../lib/i18n';

/** /meus-dados (issue 28, LGPD art. 18): everything held about the shopper, and her rights over it, on one page. */
export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  useDocumentTitle(t('page.title'));
  const overview = usePrivacyOverview();

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        <Text>{t('page.intro')}</Text>
        {overview.data ? (
          <>
            <IdentitySection identity={overview.data.identity} />
            <ContactSection contacts={overview.data.contacts} />
            <HoldingsSections overview={overview.data} lang={currentLanguage()} />
            <ExportSection />
            <ErasureSection erasure={overview.data.erasure} />
          </>
        ) : overview.isError ? (
          <Text role="alert">{t('errors.load')}</Text>
        ) : (
          <PageLoader label={t('page.loading')} />
        )}
      </Stack>
    </Container>
  );
}
