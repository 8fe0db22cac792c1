import { Fragment } from 'react';
import { formatDate, formatTime, type ProtocolSummary } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { BrandText } from '../../../components/ui/brand-text';
import { PlainTextLink } from '../../../components/ui/plain-page-parts';
import { StatusBadge } from './status-badge';
import classes from './protocol-list.module.css';

/**
 * One protocol of the list (spec §2): id, coloured status, its products, the resolution asked for, the reason and
 * sub-reason (issue 23), invoice, opening date and time, link to the detail.
 */
export function ProtocolCard({ protocol }: { protocol: ProtocolSummary }) {
  const { t } = useTranslation('protocols');
  const id = protocol.PRT_ID;
  const headingId = `protocol-${id}-title`;
  const products = protocol.PRODUTOS ?? [];
  const reason = [protocol.ASS_NOME, protocol.SMOT_NOME].filter(Boolean).join(' — ');
  return (
    <article className={classes.card} aria-labelledby={headingId} data-testid="protocol-card" data-prt-id={id}>
      <div className={classes.cardHead}>
        <h2 id={headingId} className={classes.cardTitle}>
          {t('card.protocol', { id })}
        </h2>
        <StatusBadge statusId={protocol.SIT_ID} name={protocol.SIT_NOME} />
      </div>
      {products.length > 0 && (
        <p className={classes.products} data-testid="protocol-card-products">
          {products.map((name, index) => (
            <Fragment key={index}>
              {index > 0 && ', '}
              <BrandText name={name} shown={protocol.PRODUTOS_SHOWN?.[index]} />
            </Fragment>
          ))}
        </p>
      )}
      <dl className={classes.facts}>
        <div>
          <dt>{t('card.resolution')}</dt>
          <dd>{protocol.MOT_NOME}</dd>
        </div>
        {reason && (
          <div>
            <dt>{t('card.reason')}</dt>
            <dd>{reason}</dd>
          </div>
        )}
        <div>
          <dt>{t('card.invoice')}</dt>
          <dd>{protocol.PRT_NFISCAL || t('card.noInvoice')}</dd>
        </div>
        <div>
          <dt>{t('card.openedAt')}</dt>
          <dd>
            {t('card.dateTime', {
              date: formatDate(protocol.PRT_DTCRIACAO),
              time: formatTime(protocol.PRT_DTCRIACAO),
            })}
          </dd>
        </div>
      </dl>
      <PlainTextLink to={`/protocol/${id}`} className={classes.detailsLink} label={t('card.detailsLabel', { id })}>
        {t('card.details')}
      </PlainTextLink>
    </article>
  );
}
