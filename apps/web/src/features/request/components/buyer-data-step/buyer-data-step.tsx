import { useEffect, useEffectEvent, useState } from 'react';
import { Stack } from '@mantine/core';
import { isSavedBankLocked, type SelectedItem } from '@portal/domain';
import { useTranslation } from '../../../../lib/translation';
import { notifyWarning } from '../../../../lib/notify';
import { useSessionUser } from '../../../../lib/session/session-store';
import { useConsumer } from '../../api/get-consumer';
import { useBanks } from '../../api/get-banks';
import { useSaveBankData } from '../../api/save-bank-data';
import { isReversalRequest } from '../../lib/build-payload';
import { buyerStepSchema } from '../../lib/buyer-schema';
import { requestIdentity } from '../../lib/request-identity';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { StepActions } from '../stepper/step-actions';
import { StepHeader } from '../stepper/step-header';
import { BuyerForm } from './buyer-form';
import { BuyerSummary } from './buyer-summary';

export interface BuyerDataStepProps {
  items: readonly Pick<SelectedItem, 'produtoNome' | 'isPaymentReversal'>[];
  /** The prefilled values, or those the shopper last confirmed. */
  values: BuyerStepValues;
  /** The CPF came valid from the records and is locked (spec §4). */
  cpfLocked: boolean;
  /** The shopper confirmed an edit: the values passed validation (and, for a reversal, the bank data were saved). */
  onChange: (values: BuyerStepValues) => void;
  onNext: () => void;
  onCancel: () => void;
  onBack?: () => void;
}

const LOAD_ERROR_TOAST_ID = 'request-load-error';

function bankOf(values: BuyerStepValues) {
  return {
    ban_codigo: values.ban_codigo,
    cli_agencia: values.cli_agencia,
    cli_conta: values.cli_conta,
    cli_chavepix: values.cli_chavepix,
  };
}

/**
 * Buyer-data step (spec §2, §4): the summary when the data are complete, the form otherwise or after 'edit'.
 * Confirming an edit validates with the domain schema, saves the bank data of a payment reversal and returns to the
 * summary. Items without a product name cannot be requested: a 'load error' warning, and the flow is cancelled.
 */
export function BuyerDataStep({ items, values, cpfLocked, onChange, onNext, onCancel, onBack }: BuyerDataStepProps) {
  const { t } = useTranslation('request');
  const isReversal = isReversalRequest(items);
  const banks = useBanks(isReversal);
  const saveBank = useSaveBankData();
  // Spec §4: complete saved bank data are locked here as on the order card (the API refuses a change, 409).
  const consumer = useConsumer(requestIdentity(useSessionUser()), isReversal);
  const bankLocked =
    isReversal &&
    isSavedBankLocked({
      ban_codigo: consumer.data?.BAN_CODIGO,
      cli_agencia: consumer.data?.CLI_AGENCIA,
      cli_conta: consumer.data?.CLI_CONTA,
      cli_chavepix: consumer.data?.CLI_CHAVEPIX,
    });
  const [mode, setMode] = useState<'summary' | 'edit'>(() =>
    buyerStepSchema(isReversal).safeParse(values).success ? 'summary' : 'edit',
  );
  const loadError = items.some((item) => !item.produtoNome?.trim());

  const cancelOnLoadError = useEffectEvent(() => {
    notifyWarning(t('buyer.loadError'), { id: LOAD_ERROR_TOAST_ID });
    onCancel();
  });
  useEffect(() => {
    if (loadError) cancelOnLoadError();
  }, [loadError]);

  if (loadError) return null;

  const confirm = async (next: BuyerStepValues) => {
    // Locked bank data are already saved; only data the shopper could edit are saved.
    if (isReversal && !bankLocked) await saveBank.mutateAsync(bankOf(next));
    onChange(next);
    setMode('summary');
  };

  return (
    <Stack gap="md">
      <StepHeader
        title={t('buyer.title')}
        intro={mode === 'summary' ? t('buyer.summaryIntro') : t('buyer.editIntro')}
      />
      {mode === 'summary' ? (
        <>
          <BuyerSummary values={values} isReversal={isReversal} banks={banks.data} onEdit={() => setMode('edit')} />
          <StepActions onCancel={onCancel} onBack={onBack} onNext={onNext} />
        </>
      ) : (
        <BuyerForm
          initialValues={values}
          isReversal={isReversal}
          cpfLocked={cpfLocked}
          bankLocked={bankLocked}
          banks={banks.data}
          banksLoading={banks.isLoading}
          onConfirm={confirm}
          onCancel={onCancel}
          onBack={onBack}
        />
      )}
    </Stack>
  );
}
