import { Button, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { IconFileSearch } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';

/** /protocol/:prtId: one protocol with its products, history and timeline (spec §2 Protocol detail). */
export default function ProtocolDetailPage() {
  const { t } = useTranslation('protocols');
  const { prtId = '' } = useParams();
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('detail.title', { id: prtId })}
      </Title>
      <PageEmptyState
        icon={IconFileSearch}
        title={t('detail.emptyTitle')}
        description={t('detail.emptyText')}
        actions={
          <Button component={Link} to="/protocolos" variant="light">
            {t('detail.back')}
          </Button>
        }
      />
    </Container>
  );
}
