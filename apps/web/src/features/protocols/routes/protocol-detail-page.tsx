import '@mantine/core/styles/Skeleton.css';
import { Anchor, Button, Container, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { awaitsProductShipment } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from 'react-router';
import { IconFileSearch, IconRefresh } from '../../../components/ui/icons';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { shownText } from '../../../components/ui/brand-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactSection } from '../components/contact-section';
import { MissingFiles } from '../components/missing-files';
import { ShippingCode } from '../components/shipping-code';
import { ProductCards } from '../components/product-cards';
import { ProtocolFiles } from '../components/protocol-files';
import { ClientSection, DenialNotice, ProtocolSummaryFacts } from '../components/protocol-overview';
import { ProtocolTimeline } from '../components/protocol-timeline';
import { parseProtocolId, useProtocolDetail } from '../hooks/use-protocol-detail';
import { denialReason } from '../lib/denial';
import classes from '../components/protocol-detail.module.css';

/** /protocol/:prtId: one protocol with its products, files, history and timeline (spec §2 Protocol detail). */
export default function ProtocolDetailPage() {
  const { t } = useTranslation('protocols');
  const { prtId: raw } = useParams();
  const prtId = parseProtocolId(raw);
  useDocumentTitle(t('pageTitle.detail', { id: raw ?? '' }));
  const detail = useProtocolDetail(prtId);

  const back = (
    <Anchor component={Link} to="/protocolos" size="sm">
      ← {t('detail.back')}
    </Anchor>
  );

  let body;
  if (detail.state === 'notFound') {
    body = (
      <PageEmptyState
        icon={IconFileSearch}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundText')}
        actions={
          <Button component={Link} to="/protocolos" variant="light">
            {t('detail.back')}
          </Button>
        }
      />
    );
  } else if (detail.state === 'error') {
    body = (
      <PageEmptyState
        icon={IconFileSearch}
        title={t('detail.loadErrorTitle')}
        description={t('detail.loadErrorText')}
        actions={
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={detail.retry}>
            {t('detail.retry')}
          </Button>
        }
      />
    );
  } else if (detail.state === 'loading' || !detail.protocol) {
    body = (
      <Stack gap="md" aria-busy="true" data-testid="protocol-detail-loading">
        <VisuallyHidden role="status">{t('detail.loading')}</VisuallyHidden>
        <Skeleton height={72} />
        <Skeleton height={96} />
        <Skeleton height={160} />
      </Stack>
    );
  } else {
    const { protocol, history, steps, items, files, isStockout, stockouts } = detail;
    const denied = denialReason(protocol.SIT_ID, history);
    body = (
      <Stack gap="md">
        <section className={classes.section} aria-label={t('detail.title', { id: protocol.PRT_ID })}>
          <ProtocolSummaryFacts protocol={protocol} />
        </section>

        {denied ? <DenialNotice reason={denied} /> : null}

        {/* Only while the product is still to be sent: after it arrived the code would lead the page for nothing. */}
        {protocol.shippingCode && awaitsProductShipment(protocol.SIT_ID) ? (
          <ShippingCode prtId={protocol.PRT_ID} code={protocol.shippingCode} />
        ) : null}

        {files.data ? (
          <MissingFiles
            prtId={protocol.PRT_ID}
            missing={files.data.missingFiles}
            sendable={files.data.sendableFiles}
            itemNames={(items.data ?? []).map((item) => shownText(item.PRO_RESUMIDO, item.PRO_RESUMIDO_SHOWN).text)}
          />
        ) : null}

        <section className={classes.section} aria-labelledby="protocol-timeline-title">
          <h2 id="protocol-timeline-title" className={classes.sectionTitle}>
            {t('timeline.title')}
          </h2>
          <ProtocolTimeline steps={steps} />
        </section>

        <div className={classes.twoColumns}>
          <ClientSection protocol={protocol} />
          <ContactSection protocol={protocol} />
        </div>

        <section className={classes.section} aria-labelledby="protocol-products-title">
          <h2 id="protocol-products-title" className={classes.sectionTitle}>
            {t('detail.products.title')}
          </h2>
          {items.data && items.data.length > 0 ? (
            <ProductCards products={items.data} testId="protocol-items" />
          ) : (
            <Text size="sm">{t('detail.products.empty')}</Text>
          )}
        </section>

        {isStockout ? (
          <section className={classes.section} aria-labelledby="protocol-stockouts-title">
            <h2 id="protocol-stockouts-title" className={classes.sectionTitle}>
              {t('detail.stockouts.title')}
            </h2>
            {stockouts.isPending ? (
              <Skeleton height={96} />
            ) : stockouts.isError ? (
              <Text size="sm">{t('detail.loadErrorText')}</Text>
            ) : stockouts.data.length > 0 ? (
              <ProductCards products={stockouts.data} testId="protocol-stockouts" />
            ) : (
              <Text size="sm">{t('detail.stockouts.empty')}</Text>
            )}
          </section>
        ) : null}

        <section className={classes.section} aria-labelledby="protocol-files-title">
          <h2 id="protocol-files-title" className={classes.sectionTitle}>
            {t('detail.files.title')}
          </h2>
          {files.isPending ? (
            <Skeleton height={88} />
          ) : files.isError ? (
            <Text size="sm">{t('detail.loadErrorText')}</Text>
          ) : files.data.files.length > 0 ? (
            <ProtocolFiles prtId={protocol.PRT_ID} files={files.data.files} />
          ) : (
            <Text size="sm">{t('detail.files.empty')}</Text>
          )}
        </section>
      </Stack>
    );
  }

  return (
    <Container size="lg" py="lg">
      <Stack gap={4} mb="md">
        {back}
        <Title order={1}>{t('detail.title', { id: raw ?? '' })}</Title>
      </Stack>
      {body}
    </Container>
  );
}
