import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconClipboardList } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';

/** /protocolos: the shopper's protocols with filters (spec §2 Protocol list). */
export default function ProtocolListPage() {
  const { t } = useTranslation('protocols');
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('list.title')}
      </Title>
      <PageEmptyState icon={IconClipboardList} title={t('list.emptyTitle')} description={t('list.emptyText')} />
    </Container>
  );
}
