import { useState } from 'react';
import { desireMode } from '@portal/domain';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import type { OrderCardModel } from '../hooks/use-order-card';
import type { CardModal } from '../lib/order-card-state';
import { MountWhileOpen } from '../../../components/ui/mount-while-open';
import { NoticeModal } from './notice-modal';
import { VoucherModal } from './voucher-modal';

type NoticeKind = Exclude<CardModal, { kind: 'voucher' }>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The stock-empty modal's way out: the reason's own desires that change no variant, named as the card lists them,
 * so it never suggests one the reason does not have (issue 23: a voucher offered where the reason has none).
 */
function stockEmptyText(card: OrderCardModel, t: Translate): string {
  const others = card.desires
    .filter((desire) => {
      const mode = desireMode(desire);
      return !mode.sizeExchange && !mode.colourExchange;
    })
    .map((desire) => desire.MOT_NOME);
  if (others.length === 0) return t('orders:modals.stockEmpty.textNoOther');
  const options = new Intl.ListFormat(currentLanguage(), { type: 'disjunction' }).format(others);
  return t('orders:modals.stockEmpty.textOthers', { options });
}

function noticeText(modal: NoticeKind, t: Translate, card: OrderCardModel): { title: string; body: string[] } {
  switch (modal.kind) {
    case 'missingDeliveryDate':
      return {
        title: t('orders:modals.missingDeliveryDate.title'),
        body: [t('validation:deliveryDateRequired'), t('orders:modals.missingDeliveryDate.text')],
      };
    case 'marketplace':
      return {
        title: t('orders:modals.marketplace.title'),
        body: [modal.message || t('orders:modals.marketplace.fallback')],
      };
    case 'outOfDeadline':
      return {
        title: t('orders:modals.outOfDeadline.title'),
        body: [modal.message || t('orders:modals.outOfDeadline.fallback')],
      };
    case 'secondExchange':
      return {
        title: t('orders:modals.secondExchange.title'),
        body: [t('orders:modals.secondExchange.text'), t('orders:modals.secondExchange.alternatives')],
      };
    case 'stockEmpty':
      return { title: t('orders:modals.stockEmpty.title'), body: [stockEmptyText(card, t)] };
  }
}

/** The card's modals (spec §2 'Modals and alerts'); the card's state says which one is open. */
export function CardModals({ card, grossCents }: { card: OrderCardModel; grossCents: number }) {
  const { t } = useTranslation(['orders', 'validation']);
  const { modal } = card.state;
  // The text stays while the modal fades out after its state is cleared.
  const [lastNotice, setLastNotice] = useState<NoticeKind | null>(null);
  if (modal && modal.kind !== 'voucher' && modal !== lastNotice) setLastNotice(modal);
  const shown = modal && modal.kind !== 'voucher' ? modal : lastNotice;
  const notice = shown ? noticeText(shown, t, card) : null;
  const close = () => card.dispatch({ type: 'modalClosed' });
  const noticeOpened = !!modal && modal.kind !== 'voucher';
  const voucherOpened = modal?.kind === 'voucher';

  return (
    <>
      <MountWhileOpen opened={noticeOpened}>
        {(onExited) => (
          <NoticeModal opened={noticeOpened} onClose={close} onExited={onExited} title={notice?.title ?? ''}>
            {notice?.body.map((paragraph) => (
              <p key={paragraph} style={{ margin: '0 0 0.5em' }}>
                {paragraph}
              </p>
            ))}
          </NoticeModal>
        )}
      </MountWhileOpen>
      <MountWhileOpen opened={voucherOpened}>
        {(onExited) => (
          <VoucherModal
            opened={voucherOpened}
            grossCents={grossCents}
            percent={card.percent}
            checkingCpf={card.consumerLoading}
            onAccept={card.acceptVoucher}
            onDecline={() => card.dispatch({ type: 'voucherDeclined' })}
            onClose={close}
            onExited={onExited}
          />
        )}
      </MountWhileOpen>
    </>
  );
}
