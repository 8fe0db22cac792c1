import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatAccount,
  formatAgency,
  formatPixKey,
  isValidCep,
  onlyDigits,
  REQUIRED_FIELDS_ALERT_MS,
  ZIP_NOT_FOUND_ALERT_MS,
} from '@portal/domain';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../../components/ui/alert-banner';
import type { Bank } from '../../api/get-banks';
import { lookupCep } from '../../../../lib/cep-lookup';
import { buyerStepSchema } from '../../lib/buyer-schema';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { IconCheck } from '../../../../components/ui/icons';
import { StepActions } from '../stepper/step-actions';
import classes from './buyer-form.module.css';
import { BuyerFieldsProvider, BuyerMaskedField, BuyerSelectField, BuyerTextField } from './buyer-fields';
import { MASKS } from '../../../../components/form/masked-input';

export interface BuyerFormProps {
  initialValues: BuyerStepValues;
  isReversal: boolean;
  /** The CPF came valid from the records: it is shown but cannot be changed (spec §4). */
  cpfLocked: boolean;
  banks: readonly Bank[] | undefined;
  banksLoading: boolean;
  /** Runs after the values passed validation (e.g. saving the bank data); a rejection keeps the form open. */
  onConfirm: (values: BuyerStepValues) => Promise<void>;
  onCancel: () => void;
  onBack?: () => void;
}

type CepState = 'idle' | 'looking' | 'found' | 'failed';

const LEGEND_STYLES = { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 8 } };

/**
 * The buyer-data form (spec §2 'Buyer-data step', §5 'Buyer form', 'CEP'): buyer data, bank data for a payment
 * reversal, address. City and state come from the CEP lookup on blur and are typed by hand only when the lookup
 * fails; an unknown CEP clears zip, city and state with the 'zip code not found' alert. A failed confirmation shows
 * the 'Atenção' alert with the required-fields message.
 */
export function BuyerForm({
  initialValues,
  isReversal,
  cpfLocked,
  banks,
  banksLoading,
  onConfirm,
  onCancel,
  onBack,
}: BuyerFormProps) {
  const { t } = useTranslation(['request', 'validation']);
  const form = useForm<BuyerStepValues>({
    defaultValues: initialValues,
    resolver: zodResolver(buyerStepSchema(isReversal)) as unknown as Resolver<BuyerStepValues>,
    mode: 'onTouched',
  });
  const { control, handleSubmit, getValues, setValue, setError, clearErrors } = form;
  const [requiredAlert, setRequiredAlert] = useState(0);
  const [zipAlert, setZipAlert] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const hasCity = initialValues.cidade.trim() !== '' && initialValues.uf.trim() !== '';
  const [cepState, setCepState] = useState<CepState>(hasCity ? 'found' : 'idle');
  // The CEP whose city and state are on the form; a blur on the same CEP asks nothing.
  const lookedUp = useRef(hasCity ? onlyDigits(initialValues.cep) : '');
  const lookup = useRef<AbortController | null>(null);

  const onCepBlur = async () => {
    const cep = getValues('cep');
    if (!isValidCep(cep)) {
      if (cep.trim() !== '') setError('cep', { message: 'invalidCep' });
      return;
    }
    const digits = onlyDigits(cep);
    if (digits === lookedUp.current) return;
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setCepState('looking');
    let result: Awaited<ReturnType<typeof lookupCep>>;
    try {
      result = await lookupCep(digits, controller.signal);
    } catch {
      // Aborted by a newer lookup, which owns the outcome.
      return;
    }
    if (controller.signal.aborted) return;
    switch (result.kind) {
      case 'found':
        lookedUp.current = digits;
        setValue('cidade', result.city, { shouldValidate: true });
        setValue('uf', result.uf, { shouldValidate: true });
        setCepState('found');
        break;
      case 'notFound':
        lookedUp.current = '';
        for (const field of ['cep', 'cidade', 'uf'] as const) setValue(field, '');
        clearErrors(['cep', 'cidade', 'uf']);
        setZipAlert((count) => count + 1);
        setCepState('idle');
        break;
      case 'invalid':
        lookedUp.current = '';
        setError('cep', { message: 'invalidCep' });
        setCepState('idle');
        break;
      case 'failed':
        lookedUp.current = '';
        setCepState('failed');
        break;
    }
  };

  const onValid = async () => {
    const values = getValues();
    setSubmitted(true);
    try {
      await onConfirm(values);
    } catch {
      // The call showed its own error; the shopper can fix the data and confirm again.
      setSubmitted(false);
    }
  };

  const onInvalid = (_errors: FieldErrors<BuyerStepValues>) => setRequiredAlert((count) => count + 1);

  const cityStateEditable = cepState === 'failed';

  const bankOptions = (banks ?? []).map((bank) => ({
    value: bank.BAN_CODIGO,
    label: `${bank.BAN_CODIGO} - ${bank.BAN_NOME}`,
  }));
  const currentBank = getValues('ban_codigo');
  if (currentBank && !bankOptions.some((option) => option.value === currentBank)) {
    bankOptions.unshift({ value: currentBank, label: currentBank });
  }

  return (
    <form
      noValidate
      className={classes.form}
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label={t('request:buyer.formLabel')}
    >
      <BuyerFieldsProvider control={control} confirmed={submitted}>
        <Stack gap="lg">
          <Fieldset legend={t('request:buyer.sections.buyer')} variant="unstyled" styles={LEGEND_STYLES}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <BuyerMaskedField
                name="cpf"
                mask={MASKS.cpf}
                description={cpfLocked ? t('request:buyer.cpfLocked') : undefined}
                required
                inputMode="numeric"
                autoComplete="off"
                disabled={cpfLocked}
              />
              <BuyerTextField name="nome" required autoComplete="name" />
              <BuyerTextField name="email" type="email" required autoComplete="email" />
              <BuyerMaskedField
                name="telefone"
                mask={MASKS.phone}
                placeholder="+55 (11) 98765-4321"
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            </SimpleGrid>
          </Fieldset>

          {isReversal ? (
            <Fieldset legend={t('request:buyer.sections.bank')} variant="unstyled" styles={LEGEND_STYLES}>
              <Text size="sm" c="dimmed" mb="xs">
                {t('request:buyer.bankIntro')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <BuyerSelectField
                  name="ban_codigo"
                  required
                  data={[{ value: '', label: t('request:buyer.bankPlaceholder') }, ...bankOptions]}
                  rightSection={banksLoading ? <Loader size="xs" aria-hidden="true" /> : undefined}
                />
                <BuyerTextField
                  name="cli_agencia"
                  formatOnChange={formatAgency}
                  description={t('request:buyer.example', { example: t('validation:agencyExample') })}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                />
                <BuyerTextField
                  name="cli_conta"
                  formatOnChange={formatAccount}
                  description={t('request:buyer.example', { example: t('validation:accountExample') })}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                />
                <BuyerTextField
                  name="cli_chavepix"
                  formatOnBlur={formatPixKey}
                  description={t('validation:pixAcceptedFormats')}
                  required
                  autoComplete="off"
                />
              </SimpleGrid>
            </Fieldset>
          ) : null}

          <Fieldset legend={t('request:buyer.sections.address')} variant="unstyled" styles={LEGEND_STYLES}>
            <Stack gap="sm">
              {zipAlert > 0 ? (
                <AlertBanner
                  key={`zip-${zipAlert}`}
                  variant="warning"
                  message={t('validation:zipNotFound')}
                  hideDelay={ZIP_NOT_FOUND_ALERT_MS}
                  onClose={() => setZipAlert(0)}
                />
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <BuyerMaskedField
                  name="cep"
                  mask={MASKS.cep}
                  required
                  inputMode="numeric"
                  autoComplete="postal-code"
                  onBlur={() => void onCepBlur()}
                  rightSection={
                    cepState === 'looking' ? <Loader size="xs" aria-label={t('request:buyer.cepLooking')} /> : undefined
                  }
                />
                <BuyerTextField name="cidade" required autoComplete="address-level2" disabled={!cityStateEditable} />
                <BuyerMaskedField
                  name="uf"
                  mask={MASKS.uf}
                  required
                  autoComplete="address-level1"
                  disabled={!cityStateEditable}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed" aria-live="polite">
                {cityStateEditable ? t('request:buyer.cepLookupFailed') : t('request:buyer.cityFromCep')}
              </Text>
              <BuyerTextField name="endereco" required autoComplete="address-line1" />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <BuyerTextField name="numero" required />
                <BuyerTextField name="complemento" autoComplete="address-line2" />
                <BuyerTextField name="bairro" required />
              </SimpleGrid>
            </Stack>
          </Fieldset>

          {requiredAlert > 0 ? (
            <AlertBanner
              key={`required-${requiredAlert}`}
              variant="error"
              title={t('request:buyer.attention')}
              message={t('validation:requiredFields')}
              hideDelay={REQUIRED_FIELDS_ALERT_MS}
              onClose={() => setRequiredAlert(0)}
            />
          ) : null}

          <StepActions
            onCancel={onCancel}
            onBack={onBack}
            nextType="submit"
            nextLabel={t('request:buyer.confirmEdit')}
            nextIcon={<IconCheck size={16} aria-hidden="true" />}
            nextLoading={submitted}
            busy={submitted}
          />
        </Stack>
      </BuyerFieldsProvider>
    </form>
  );
}
