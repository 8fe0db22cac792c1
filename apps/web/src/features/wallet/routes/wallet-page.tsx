import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconWallet } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /carteira: balance and statement, and discount coupons (spec §2 Wallet). */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('page.title'));
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('page.title')}
      </Title>
      <PageEmptyState icon={IconWallet} title={t('emptyState.title')} description={t('emptyState.text')} />
    </Container>
  );
}
