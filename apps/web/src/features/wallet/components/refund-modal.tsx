import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { useRef, useState } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  ABOVE_BALANCE_MESSAGE_MS,
  classifyPixKey,
  formatMoney,
  formatPixKey,
  PAYMENT_TYPE,
  paymentTypeName,
  pixKeyProblem,
  REFUND_MIN_DAYS_NOTICE,
  type RefundPaymentType,
} from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { createKeyKeeper } from '../../../lib/idempotency-key';
import { useRequestRefund } from '../api/request-refund';
import { useSavedPixKey } from '../api/get-saved-pix-key';
import { useLanguage } from '../api/use-language';
import {
  centsFromTyped,
  clampToBalance,
  isRefundValueValid,
  maskedValue,
  visibleAdjustedNotice,
  type AdjustedNotice,
  type RefundOption,
} from '../lib/refund';
import { RefundPixKeyField } from './refund-pix-key-field';
import { WalletModal } from './wallet-modal';

export interface RefundModalProps {
  opened: boolean;
  onClose: () => void;
  /** The payment types that hold a refundable balance (card 6, Pix 11). */
  options: RefundOption[];
  /** The whole wallet balance (SALDO_TOTAL): what it holds beyond the options cannot go back, and the dialog says why. */
  balanceCents?: number;
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
  balanceCents: totalCents,
  message,
  onRefunded,
}: Omit<RefundModalProps, 'opened' | 'onExitTransitionEnd'>) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const [type, setType] = useState<RefundPaymentType | undefined>(options[0]?.type);
  const [cents, setCents] = useState<number | null>(null);
  // The serial restarts the 5 s when she types above the balance again; type and cents tie it to what it tells of.
  const [notice, setNotice] = useState<AdjustedNotice | null>(null);
  const [pixKey, setPixKey] = useState<string | null>(null);
  const [pixKeyChecked, setPixKeyChecked] = useState(false);
  const pixKeyInput = useRef<HTMLInputElement>(null);
  const [keyFor] = useState(createKeyKeeper);
  const busy = useRef(false);
  const refund = useRequestRefund();

  const option = options.find((candidate) => candidate.type === type);
  const balanceCents = option?.balanceCents ?? 0;
  const valid = option !== undefined && isRefundValueValid(cents, balanceCents);
  const byPix = option?.type === PAYMENT_TYPE.PIX;
  const savedPixKey = useSavedPixKey(options.some((candidate) => candidate.type === PAYMENT_TYPE.PIX));
  // Untouched, the field holds her saved key (it may arrive after the dialog opened).
  const pixKeyText = pixKey ?? formatPixKey(savedPixKey);
  const pixProblem = byPix ? pixKeyProblem(pixKeyText) : null;
  const shownNotice = visibleAdjustedNotice(notice, type, cents);

  const adjust = (next: { cents: number | null; clamped: boolean }, forType: RefundPaymentType | undefined) => {
    setCents(next.cents);
    if (next.clamped && next.cents !== null && forType !== undefined) {
      setNotice((previous) => ({ serial: (previous?.serial ?? 0) + 1, type: forType, cents: next.cents! }));
    } else {
      // A value she typed or kept within the balance: no adjustment to tell of any more.
      setNotice(null);
    }
  };

  const submit = () => {
    if (busy.current || !option || !isRefundValueValid(cents, balanceCents)) return;
    const key = byPix ? classifyPixKey(pixKeyText) : null;
    if (key && !key.ok) {
      setPixKeyChecked(true);
      pixKeyInput.current?.focus();
      return;
    }
    const pixKeyValue = key?.value;
    busy.current = true;
    refund.mutate(
      {
        paymentType: option.type,
        valueCents: cents,
        pixKey: pixKeyValue,
        idempotencyKey: keyFor(`${option.type}:${cents}:${pixKeyValue ?? ''}`),
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

  // Credit from a purchase paid by bank slip, and a voucher's bonus, stay in the wallet for shopping (issue 46): the
  // dialog says so, or the shopper sees 'Disponível' below her balance with no reason.
  const heldCents = Math.max(
    0,
    (totalCents ?? 0) - options.reduce((sum, candidate) => sum + candidate.balanceCents, 0),
  );
  const held = heldCents > 0 ? <Text size="sm">{t('refund.held', { amount: formatMoney(heldCents) })}</Text> : null;

  if (options.length === 0) {
    return (
      <Stack gap="sm">
        <Text size="sm">{t('refund.nothingRefundable')}</Text>
        {held}
      </Stack>
    );
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
            adjust(clampToBalance(cents, next.balanceCents), next.type);
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
        {held}
        <TextInput
          label={t('refund.value')}
          description={t('refund.available', { balance: formatMoney(balanceCents) })}
          leftSection={<span aria-hidden="true">R$</span>}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0,00"
          value={maskedValue(cents)}
          onChange={(event) => adjust(clampToBalance(centsFromTyped(event.currentTarget.value), balanceCents), type)}
          data-autofocus
        />
        {shownNotice ? (
          <AlertBanner
            key={shownNotice.serial}
            variant="warning"
            message={t('refund.aboveBalance', { balance: formatMoney(shownNotice.cents) })}
            hideDelay={ABOVE_BALANCE_MESSAGE_MS}
            withCloseButton={false}
          />
        ) : null}
        {byPix ? (
          <RefundPixKeyField
            ref={pixKeyInput}
            value={pixKeyText}
            onChange={setPixKey}
            onBlur={() => setPixKeyChecked(true)}
            problem={pixKeyChecked ? pixProblem : null}
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
