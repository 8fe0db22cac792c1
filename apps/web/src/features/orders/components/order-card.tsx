import { memo, type ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { formatDate, formatMoney } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { OrderLineRecord } from '../api/get-orders';
import { useOrderCard, type UseOrderCardOptions } from '../hooks/use-order-card';
import type { Catalog } from '../lib/catalog';
import { BrandText, shownText } from '../../../components/ui/brand-text';
import { MountWhileOpen } from '../../../components/ui/mount-while-open';
import { PlainGroup, PlainText, PlainTitle, PlainVisuallyHidden } from '../../../components/ui/plain-mantine';
import { PlainLightButton, PlainTextLink } from '../../../components/ui/plain-page-parts';
import { CardModals } from './card-modals';
import { OrderCardForm } from './order-card-form';
import { PhotosReasonModal } from './photos-reason-modal';
import classes from './order-card.module.css';

export interface OrderCardProps extends UseOrderCardOptions {
  line: OrderLineRecord;
  catalog: Catalog | null;
  /** Past the cards of the first screen: drawn only when it nears the screen (ADR 0068). */
  belowFirstScreen?: boolean;
}

/** Why a settled line is not available, by how it was settled (the protocol item's trigger). */
const SETTLED_TEXT: Record<string, 'card.settledRefunded' | 'card.settledCredited' | 'card.settledExchanged'> = {
  E: 'card.settledRefunded',
  C: 'card.settledCredited',
  T: 'card.settledExchanged',
};

/** One purchased item (spec §2 'Order card'): its summary, and the request form once the shopper opens it. */
export const OrderCard = memo(function OrderCard(props: OrderCardProps) {
  const { line, catalog, selected } = props;
  const { t } = useTranslation('orders');
  const card = useOrderCard(props);
  const inOpenProtocol = line.IN_OPEN_PROTOCOL === 'S';
  // A line already exchanged, refunded or credited is never requested again (ADR 0030): say so, and why.
  const settled = line.SETTLED_BY ?? null;
  const unavailable = inOpenProtocol || settled !== null;
  const expanded = card.state.expanded && !selected && !unavailable;
  const deliveredOn = formatDate(line.DATA_ENTREGA);

  // Names as the brand gives them in the page's language, else its own marked with their language (ADR 0032).
  const facts: [string, ReactNode][] = [
    [t('card.colour'), <BrandText name={line.COR_NOME} shown={line.COR_NOME_SHOWN} />],
    [t('card.size'), line.GRA_TAMANHO],
    [t('card.order'), line.PED_CODIGO],
    [t('card.tracking'), line.VOL_RASTREIO || t('card.noTracking')],
    [t('card.delivery'), deliveredOn || t('card.noDelivery')],
  ];

  return (
    <article
      id={card.ids.card}
      // Focus comes back here after the sidebar opened by this card closes (its button is disabled by then).
      tabIndex={-1}
      className={props.belowFirstScreen ? `${classes.card} ${classes.belowFirstScreen}` : classes.card}
      aria-labelledby={card.ids.title}
      data-expanded={expanded || undefined}
      data-testid="order-card"
      data-unique-key={line.UNIQUE_KEY}
    >
      <div className={classes.summary}>
        <img
          className={classes.thumb}
          src={line.LINK_IMAGEM || undefined}
          alt={t('card.imageAlt', {
            name: shownText(line.PRO_NOME, line.PRO_NOME_SHOWN).text,
            colour: shownText(line.COR_NOME, line.COR_NOME_SHOWN).text,
          })}
          loading="lazy"
          decoding="async"
          width={112}
          height={112}
        />
        <div>
          <PlainTitle order={3} size="h5" id={card.ids.title} className={classes.name}>
            <BrandText name={line.PRO_NOME} shown={line.PRO_NOME_SHOWN} />
          </PlainTitle>
          <dl className={classes.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={classes.fact}>
                <dt>{label}:</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className={classes.footer}>
        <PlainText size="lg" strong>
          <PlainVisuallyHidden>{t('card.value')}: </PlainVisuallyHidden>
          {formatMoney(line.ITE_VALBRUTO)}
        </PlainText>
        <PlainGroup gap="xs">
          {selected ? (
            // teal.9 keeps white text above 4.5:1; Mantine's green shades do not.
            <Badge color="teal.9" variant="filled">
              {t('card.selected')}
            </Badge>
          ) : null}
          {inOpenProtocol ? (
            <Badge color="gray.8" variant="filled">
              {t('card.inOpenProtocol')}
            </Badge>
          ) : null}
          {settled && !inOpenProtocol ? (
            <Badge color="gray.8" variant="filled">
              {t('card.settled')}
            </Badge>
          ) : null}
          {!expanded ? (
            <PlainLightButton
              id={card.ids.view}
              disabled={selected || unavailable}
              expanded={false}
              describedBy={card.ids.title}
              onClick={() => card.dispatch({ type: 'expand' })}
            >
              {t('card.view')}
            </PlainLightButton>
          ) : null}
        </PlainGroup>
      </div>
      {inOpenProtocol && typeof line.OPEN_PROTOCOL_ID === 'number' ? (
        // Which protocol holds it, and the way there (issue 46): the badge alone left the shopper to search for it.
        <PlainText size="sm" testId="open-protocol-note">
          {t('card.openProtocolNote', { id: line.OPEN_PROTOCOL_ID })}{' '}
          <PlainTextLink to={`/protocol/${line.OPEN_PROTOCOL_ID}`} className={classes.protocolLink}>
            {t('card.openProtocolLink', { id: line.OPEN_PROTOCOL_ID })}
          </PlainTextLink>
        </PlainText>
      ) : null}
      {settled && !inOpenProtocol ? (
        <PlainText size="sm" testId="settled-note">
          {t(SETTLED_TEXT[settled.MOT_GATILHO] ?? 'card.settledExchanged', { id: settled.PRT_ID })}
        </PlainText>
      ) : null}
      {expanded ? <OrderCardForm card={card} line={line} catalog={catalog} /> : null}
      <CardModals card={card} grossCents={line.ITE_VALBRUTO} />
      <MountWhileOpen opened={card.photosReasonConfirmation.opened}>
        {(onExited) => <PhotosReasonModal confirmation={card.photosReasonConfirmation} onExited={onExited} />}
      </MountWhileOpen>
    </article>
  );
});
