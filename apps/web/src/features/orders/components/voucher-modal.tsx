import { useState } from 'react';
import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatMoney, voucherValueCents } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { Trans } from '../../../lib/translation/trans';
import { InlineAlert } from './inline-alert';

export interface VoucherModalProps {
  opened: boolean;
  /** Gross value of the item, integer cents. */
  grossCents: number;
  /** Bonus percent; undefined while loading, null when the desire's bonus is not on offer. */
  percent: number | null | undefined;
  /** Whether the consumer record is still loading (accepting needs its CPF). */
  checkingCpf: boolean;
  /** Returns false when the voucher cannot be accepted (no CPF): the modal then shows the register-CPF warning. */
  onAccept: () => boolean;
  onDecline: () => void;
  onClose: () => void;
  /** Called once the closing transition has ended (see MountWhileOpen). */
  onExited?: () => void;
}

/** Spec §4: the shopping-voucher offer, voucher = gross x (1 + percent/100), or the refund. */
export function VoucherModal({
  opened,
  grossCents,
  percent,
  checkingCpf,
  onAccept,
  onDecline,
  onClose,
  onExited,
}: VoucherModalProps) {
  const { t } = useTranslation(['orders', 'validation']);
  const [cpfMissing, setCpfMissing] = useState(false);
  const close = () => {
    setCpfMissing(false);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onExited}
      centered
      title={t('orders:voucher.title')}
      closeButtonProps={{ 'aria-label': t('orders:modal.close') }}
      data-testid="voucher-modal"
    >
      <Stack gap="md">
        {percent === undefined ? (
          <Loader size="sm" aria-label={t('orders:voucher.loading')} />
        ) : percent === null ? (
          <Text size="sm">{t('orders:voucher.unavailable')}</Text>
        ) : (
          <>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="orders:voucher.offer"
                values={{
                  gross: formatMoney(grossCents),
                  voucher: formatMoney(voucherValueCents(grossCents, percent)),
                  percent,
                }}
                components={{ strong: <strong /> }}
              />
            </Text>
            <Text size="xs" c="dimmed">
              {t('orders:voucher.note')}
            </Text>
          </>
        )}
        {cpfMissing ? (
          <InlineAlert variant="warning" title={t('orders:voucher.cpfTitle')}>
            {t('validation:cpfNotRegistered')}
          </InlineAlert>
        ) : null}
        <Stack gap="xs">
          {typeof percent === 'number' ? (
            <Button
              loading={checkingCpf}
              onClick={() => {
                if (onAccept()) setCpfMissing(false);
                else setCpfMissing(true);
              }}
            >
              {t('orders:voucher.accept')}
            </Button>
          ) : null}
          <Button
            variant="default"
            onClick={() => {
              setCpfMissing(false);
              onDecline();
            }}
          >
            {t('orders:voucher.decline')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
