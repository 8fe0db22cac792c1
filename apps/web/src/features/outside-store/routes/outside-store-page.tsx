import { Button, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { IconReceipt } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /produtos-adquiridos-fora-da-loja-online and its steps `produto` and `confirmacao` (spec §2): the complaint flow
 * for items bought outside the online store. The step routes render into the Outlet.
 */
export default function OutsideStorePage() {
  const { t } = useTranslation('outside-store');
  useDocumentTitle(t('page.title'));
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('page.title')}
      </Title>
      <PageEmptyState
        icon={IconReceipt}
        title={t('emptyState.title')}
        description={t('emptyState.text')}
        actions={
          <Button component={Link} to="/home" variant="light">
            {t('emptyState.action')}
          </Button>
        }
      />
      <Outlet />
    </Container>
  );
}
