import { Anchor, Button, Group, Loader, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney, MAX_NOTE_LENGTH, voucherValueCents } from '@portal/domain';
import { shownText } from '../../../components/ui/brand-text';
import { useTranslation } from '../../../lib/translation';
import type { OrderLineRecord } from '../api/get-orders';
import type { OrderCardModel } from '../hooks/use-order-card';
import type { Catalog } from '../lib/catalog';
import { BankFields } from './bank-fields';
import { InlineAlert } from './inline-alert';
import classes from './order-card.module.css';
import { StockSection } from './stock-section';

export interface OrderCardFormProps {
  card: OrderCardModel;
  line: OrderLineRecord;
  catalog: Catalog | null;
}

/** The expanded order card (spec §2): reason, sub-reason, desire, observations, size and colour, bank data, confirm. */
export function OrderCardForm({ card, line, catalog }: OrderCardFormProps) {
  const { t } = useTranslation(['orders', 'validation']);
  const { state, ids, reason, desire, mode } = card;
  const placeholder = (key: string) => ({ value: '', label: t(key) });

  const blockedText = state.blocked
    ? state.blocked.kind === 'missingDeliveryDate'
      ? t('validation:deliveryDateRequired')
      : state.blocked.message ||
        t(
          state.blocked.kind === 'marketplace'
            ? 'orders:modals.marketplace.fallback'
            : 'orders:modals.outOfDeadline.fallback',
        )
    : null;

  return (
    <form
      id={ids.form}
      className={classes.form}
      noValidate
      aria-label={t('orders:form.label', { name: shownText(line.PRO_NOME, line.PRO_NOME_SHOWN).text })}
      onSubmit={(event) => {
        event.preventDefault();
        card.submit();
      }}
    >
      <Stack gap="md">
        <NativeSelect
          id={ids.reason}
          label={t('orders:form.reason')}
          required
          disabled={!catalog}
          value={state.reasonId === null ? '' : String(state.reasonId)}
          onChange={(event) => card.chooseReason(event.currentTarget.value)}
          data={[
            placeholder('orders:form.reasonPlaceholder'),
            ...(catalog?.reasons ?? []).map((option) => ({ value: String(option.ASS_ID), label: option.ASS_NOME })),
          ]}
          error={card.errorFor('motivoCodigo')}
          rightSection={catalog ? undefined : <Loader size="xs" aria-hidden="true" />}
        />
        {blockedText ? (
          <InlineAlert variant="warning" title={t('orders:form.blockedTitle')} data-testid="blocked-note">
            {blockedText}
          </InlineAlert>
        ) : null}

        <NativeSelect
          id={ids.subReason}
          label={t('orders:form.subReason')}
          required={!reason || card.subReasons.length > 0}
          disabled={!reason || card.subReasons.length === 0}
          value={state.subReasonId === null ? '' : String(state.subReasonId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            card.dispatch({ type: 'subReasonChosen', subReasonId: value ? Number(value) : null });
          }}
          data={[
            placeholder(reason ? 'orders:form.subReasonPlaceholder' : 'orders:form.chooseReasonFirst'),
            ...card.subReasons.map((option) => ({ value: String(option.SMOT_ID), label: option.SMOT_NOME })),
          ]}
          error={card.errorFor('smotivoCodigo')}
        />

        <NativeSelect
          id={ids.desire}
          label={t('orders:form.desire')}
          required
          disabled={!reason}
          value={state.desireId === null ? '' : String(state.desireId)}
          onChange={(event) => card.chooseDesire(event.currentTarget.value)}
          data={[
            placeholder(reason ? 'orders:form.desirePlaceholder' : 'orders:form.chooseReasonFirst'),
            ...card.desires.map((option) => ({ value: String(option.MOT_ID), label: option.MOT_NOME })),
          ]}
          error={card.errorFor('desejoCodigo')}
        />
        {state.secondExchangeDenied ? (
          <Text size="sm" c="dimmed">
            {t('orders:form.secondExchangeNote')}
          </Text>
        ) : null}

        {desire?.MOT_MSG_AUXILIAR ? (
          <InlineAlert variant="info" title={t('orders:form.auxiliaryTitle')} data-testid="auxiliary-message">
            {desire.MOT_MSG_AUXILIAR}
          </InlineAlert>
        ) : null}

        {card.voucherOffer && state.voucher === 'accepted' && typeof card.percent === 'number' ? (
          <InlineAlert variant="success" title={t('orders:voucher.acceptedTitle')}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">
                {t('orders:voucher.accepted', {
                  voucher: formatMoney(voucherValueCents(line.ITE_VALBRUTO, card.percent)),
                })}
              </Text>
              <ReviewVoucherLink card={card} />
            </Stack>
          </InlineAlert>
        ) : null}
        {card.voucherOffer && state.voucher === 'declined' ? (
          <Group gap="xs">
            <Text size="sm">{t('orders:voucher.declined')}</Text>
            <ReviewVoucherLink card={card} />
          </Group>
        ) : null}

        {mode.sizeExchange || mode.colourExchange ? <StockSection card={card} boughtSize={line.GRA_TAMANHO} /> : null}

        <Textarea
          id={ids.observation}
          label={t('orders:form.observation')}
          description={card.observationRequired ? undefined : t('orders:form.observationOptional')}
          required={card.observationRequired}
          // Said to assistive tech too, not only by the asterisk (issue 11); the form checks it, not the browser.
          aria-required={card.observationRequired}
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          value={state.observation}
          onChange={(event) => card.dispatch({ type: 'observationChanged', value: event.currentTarget.value })}
          error={card.errorFor('observacao')}
        />

        {card.bankNeeded ? (
          <BankFields
            idPrefix={ids.bank}
            values={card.bank}
            locked={card.bankLocked}
            banks={card.banks.data}
            banksLoading={card.banks.isLoading}
            errors={{
              ban_codigo: card.errorFor('ban_codigo'),
              cli_agencia: card.errorFor('cli_agencia'),
              cli_conta: card.errorFor('cli_conta'),
              cli_chavepix: card.errorFor('cli_chavepix'),
            }}
            onChange={(field, value) => card.dispatch({ type: 'bankChanged', field, value })}
            onBlur={(field) => card.dispatch({ type: 'bankTouched', field })}
          />
        ) : null}

        {card.refundNotice && catalog?.settings.SCO_MSG_ESTORNO ? (
          <Text size="xs" c="dimmed">
            {catalog.settings.SCO_MSG_ESTORNO}
          </Text>
        ) : null}

        <div className={classes.actions}>
          <Anchor component="button" type="button" size="sm" onClick={() => card.dispatch({ type: 'collapse' })}>
            {t('orders:card.minimise')}
          </Anchor>
          <Button type="submit" className={classes.confirm} disabled={!catalog} loading={card.prefilling}>
            {card.confirmLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Opens the voucher offer again, whichever answer the shopper gave. */
function ReviewVoucherLink({ card }: { card: OrderCardModel }) {
  const { t } = useTranslation('orders');
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => card.dispatch({ type: 'voucherReopened' })}>
      {t('voucher.review')}
    </Anchor>
  );
}
