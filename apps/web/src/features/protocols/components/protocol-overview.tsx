import { Text } from '@mantine/core';
import { formatDate, formatTime, type ProtocolSummary } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { clientDisplay } from '../lib/contact';
import { Fact } from './product-cards';
import { StatusBadge } from './status-badge';
import classes from './protocol-detail.module.css';

/** Spec §2: the resolution asked for, the reason and sub-reason (issue 23), protocol id, status and opening date/time. */
export function ProtocolSummaryFacts({ protocol }: { protocol: ProtocolSummary }) {
  const { t } = useTranslation('protocols');
  const reason = [protocol.ASS_NOME, protocol.SMOT_NOME].filter(Boolean).join(' — ');
  return (
    <dl className={classes.summaryGrid} data-testid="protocol-summary">
      <Fact label={t('detail.resolution')} value={protocol.MOT_NOME} />
      {reason ? <Fact label={t('detail.reason')} value={reason} /> : null}
      <Fact label={t('detail.protocolId')} value={String(protocol.PRT_ID)} />
      <div>
        <dt>{t('status')}</dt>
        <dd>
          <StatusBadge statusId={protocol.SIT_ID} name={protocol.SIT_NOME} />
        </dd>
      </div>
      <Fact
        label={t('detail.openedAt')}
        value={t('card.dateTime', {
          date: formatDate(protocol.PRT_DTCRIACAO),
          time: formatTime(protocol.PRT_DTCRIACAO),
        })}
      />
      {protocol.PRT_NFISCAL ? <Fact label={t('detail.invoice')} value={protocol.PRT_NFISCAL} /> : null}
      {protocol.PEDIDO_ORIGINAL ? <Fact label={t('detail.order')} value={protocol.PEDIDO_ORIGINAL} /> : null}
    </dl>
  );
}

/** Spec §2: client name capitalised, CPF/CNPJ, e-mail and phone partly hidden. */
export function ClientSection({ protocol }: { protocol: ProtocolSummary }) {
  const { t } = useTranslation('protocols');
  const client = clientDisplay(protocol);
  const none = t('detail.client.none');
  return (
    <section className={classes.section} aria-labelledby="protocol-client-title" data-testid="protocol-client">
      <h2 id="protocol-client-title" className={classes.sectionTitle}>
        {t('detail.client.title')}
      </h2>
      <dl className={classes.facts}>
        <Fact label={t('detail.client.name')} value={client.name || none} />
        <Fact label={t('detail.client.document')} value={client.document || none} />
        <Fact label={t('detail.client.email')} value={client.email || none} />
        <Fact label={t('detail.client.phone')} value={client.phone || none} />
      </dl>
    </section>
  );
}

/** A denied protocol says why on its page, not only in the e-mail (issue 23). */
export function DenialNotice({ reason }: { reason: string }) {
  const { t } = useTranslation('protocols');
  return (
    <section className={classes.section} aria-labelledby="protocol-denial-title" data-testid="protocol-denial">
      <h2 id="protocol-denial-title" className={classes.sectionTitle}>
        {t('detail.denialTitle')}
      </h2>
      <Text>{t('detail.denialReason', { reason })}</Text>
    </section>
  );
}
