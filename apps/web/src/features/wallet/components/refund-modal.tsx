import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { useRef, useState } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  ABOVE_BALANCE_MESSAGE_MS,
  formatMoney,
  paymentTypeName,
  REFUND_MIN_DAYS_NOTICE,
  type RefundPaymentType,
} from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { createKeyKeeper } from '../../../lib/idempotency-key';
import { useRequestRefund } from '../api/request-refund';
import { useLanguage } from '../api/use-language';
import { centsFromTyped, clampToBalance, isRefundValueValid, maskedValue, type RefundOption } from '../lib/refund';
import { WalletModal } from './wallet-modal';

export interface RefundModalProps {
  opened: boolean;
  onClose: () => void;
  /** The payment types that hold a refundable balance (card 6, Pix 11). */
  options: RefundOption[];
  /** The brand's refund message (SCO_MSG_ESTORNO), when it has one. */
  message: string | null | undefined;
  /** Called with the server's 'successGeneratedRefund' text once the refund is written. */
  onRefunded: (message: string) => void;
  /** Called once the closing transition has ended (see MountWhileOpen). */
  onExitTransitionEnd?: () => void;
}

/**
 * Spec §2 'Exchange value' modal: reverse to credit card or Pix (each where it has balance), the value with a money
 * mask, input above that type's balance reset to it with a message for 5 s (spec §5), a busy flag against repeated
 * submits (spec §4), and the 30-days notice (spec §2). The content mounts on open, so each opening starts afresh.
 */
export function RefundModal({ opened, onClose, onExitTransitionEnd, ...rest }: RefundModalProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <WalletModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={t('wallet:refund.title')}
    >
      <RefundForm onClose={onClose} {...rest} />
    </WalletModal>
  );
}

function RefundForm({
  onClose,
  options,
  message,
  onRefunded,
}: Omit<RefundModalProps, 'opened' | 'onExitTransitionEnd'>) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const [type, setType] = useState<RefundPaymentType | undefined>(options[0]?.type);
  const [cents, setCents] = useState<number | null>(null);
  // A serial, not a flag: typing above the balance again shows the message again for its full 5 s.
  const [resetNotice, setResetNotice] = useState(0);
  const [keyFor] = useState(createKeyKeeper);
  const busy = useRef(false);
  const refund = useRequestRefund();

  const option = options.find((candidate) => candidate.type === type);
  const balanceCents = option?.balanceCents ?? 0;
  const valid = option !== undefined && isRefundValueValid(cents, balanceCents);

  const change = (text: string) => {
    const next = clampToBalance(centsFromTyped(text), balanceCents);
    setCents(next.cents);
    if (next.clamped) setResetNotice((serial) => serial + 1);
  };

  const submit = () => {
    if (busy.current || !option || !isRefundValueValid(cents, balanceCents)) return;
    busy.current = true;
    refund.mutate(
      {
        paymentType: option.type,
        valueCents: cents,
        idempotencyKey: keyFor(`${option.type}:${cents}`),
      },
      {
        onSuccess: (answer) => {
          onRefunded(answer.message);
          onClose();
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  if (options.length === 0) {
    return <Text size="sm">{t('refund.nothingRefundable')}</Text>;
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('refund.method')}
          value={type === undefined ? null : String(type)}
          onChange={(value) => {
            const next = options.find((candidate) => String(candidate.type) === value);
            if (!next) return;
            setType(next.type);
            const clamped = clampToBalance(cents, next.balanceCents);
            setCents(clamped.cents);
            if (clamped.clamped) setResetNotice((serial) => serial + 1);
          }}
        >
          <Stack gap="xs" mt="xs">
            {options.map((candidate) => (
              <Radio
                key={candidate.type}
                value={String(candidate.type)}
                label={t('refund.methodOption', {
                  method: paymentTypeName(candidate.type, language),
                  balance: formatMoney(candidate.balanceCents),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('refund.value')}
          description={t('refund.available', { balance: formatMoney(balanceCents) })}
          leftSection={<span aria-hidden="true">R$</span>}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0,00"
          value={maskedValue(cents)}
          onChange={(event) => change(event.currentTarget.value)}
          data-autofocus
        />
        {resetNotice > 0 ? (
          <AlertBanner
            key={resetNotice}
            variant="warning"
            message={t('refund.aboveBalance', { balance: formatMoney(balanceCents) })}
            hideDelay={ABOVE_BALANCE_MESSAGE_MS}
            withCloseButton={false}
          />
        ) : null}
        {/* The brand's refund message (SCO_MSG_ESTORNO) is its own wording of the 30-days notice (spec §2). */}
        <Text size="sm" c="dimmed">
          {message?.trim() || t('refund.notice', { days: REFUND_MIN_DAYS_NOTICE })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('refund.couponNote')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={refund.isPending}>
            {t('refund.cancel')}
          </Button>
          <Button type="submit" loading={refund.isPending} disabled={!valid}>
            {t('refund.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
