import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  formatAccount,
  formatAgency,
  formatPixKey,
  isValidCep,
  onlyDigits,
  REQUIRED_FIELDS_ALERT_MS,
  ZIP_NOT_FOUND_ALERT_MS,
} from '@portal/domain';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../../components/ui/alert-banner';
import type { Bank } from '../../api/get-banks';
import { lookupCep } from '../../api/lookup-cep';
import { buyerStepSchema } from '../../lib/buyer-schema';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { IconCheck } from '../../../../components/ui/icons';
import { StepActions } from '../stepper/step-actions';
import classes from './buyer-form.module.css';
import { MASKS, MaskedInput } from './masked-input';

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

  const message = (error: { message?: string } | undefined) =>
    error?.message ? t(`validation:${error.message}`, { defaultValue: t('validation:required') }) : undefined;

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

  // Spec §4: once confirmed, the filled fields are no longer editable.
  const lockedIfFilled = (value: string) => submitted && value.trim() !== '';
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
      <Stack gap="lg">
        <Fieldset legend={t('request:buyer.sections.buyer')} variant="unstyled" styles={LEGEND_STYLES}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="cpf"
              render={({ field, fieldState }) => (
                <MaskedInput
                  mask={MASKS.cpf}
                  label={t('request:buyer.fields.cpf')}
                  description={cpfLocked ? t('request:buyer.cpfLocked') : undefined}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={cpfLocked || lockedIfFilled(field.value)}
                  error={message(fieldState.error)}
                />
              )}
            />
            <Controller
              control={control}
              name="nome"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  label={t('request:buyer.fields.nome')}
                  required
                  autoComplete="name"
                  disabled={lockedIfFilled(field.value)}
                  error={message(fieldState.error)}
                />
              )}
            />
            <Controller
              control={control}
              name="email"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  type="email"
                  label={t('request:buyer.fields.email')}
                  required
                  autoComplete="email"
                  disabled={lockedIfFilled(field.value)}
                  error={message(fieldState.error)}
                />
              )}
            />
            <Controller
              control={control}
              name="telefone"
              render={({ field, fieldState }) => (
                <MaskedInput
                  mask={MASKS.phone}
                  label={t('request:buyer.fields.telefone')}
                  placeholder="+55 (11) 98765-4321"
                  required
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={lockedIfFilled(field.value)}
                  error={message(fieldState.error)}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>

        {isReversal ? (
          <Fieldset legend={t('request:buyer.sections.bank')} variant="unstyled" styles={LEGEND_STYLES}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('request:buyer.bankIntro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Controller
                control={control}
                name="ban_codigo"
                render={({ field, fieldState }) => (
                  <NativeSelect
                    {...field}
                    label={t('request:buyer.fields.ban_codigo')}
                    required
                    data={[{ value: '', label: t('request:buyer.bankPlaceholder') }, ...bankOptions]}
                    rightSection={banksLoading ? <Loader size="xs" aria-hidden="true" /> : undefined}
                    disabled={lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={control}
                name="cli_agencia"
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    onChange={(event) => field.onChange(formatAgency(event.currentTarget.value))}
                    label={t('request:buyer.fields.cli_agencia')}
                    description={t('request:buyer.example', { example: t('validation:agencyExample') })}
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    disabled={lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={control}
                name="cli_conta"
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    onChange={(event) => field.onChange(formatAccount(event.currentTarget.value))}
                    label={t('request:buyer.fields.cli_conta')}
                    description={t('request:buyer.example', { example: t('validation:accountExample') })}
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    disabled={lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={control}
                name="cli_chavepix"
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    onBlur={() => {
                      field.onChange(formatPixKey(field.value));
                      field.onBlur();
                    }}
                    label={t('request:buyer.fields.cli_chavepix')}
                    description={t('validation:pixAcceptedFormats')}
                    required
                    autoComplete="off"
                    disabled={lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
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
              <Controller
                control={control}
                name="cep"
                render={({ field, fieldState }) => (
                  <MaskedInput
                    mask={MASKS.cep}
                    label={t('request:buyer.fields.cep')}
                    required
                    inputMode="numeric"
                    autoComplete="postal-code"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={() => {
                      field.onBlur();
                      void onCepBlur();
                    }}
                    rightSection={
                      cepState === 'looking' ? (
                        <Loader size="xs" aria-label={t('request:buyer.cepLooking')} />
                      ) : undefined
                    }
                    disabled={lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={control}
                name="cidade"
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    label={t('request:buyer.fields.cidade')}
                    required
                    autoComplete="address-level2"
                    disabled={!cityStateEditable || lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={control}
                name="uf"
                render={({ field, fieldState }) => (
                  <MaskedInput
                    mask={MASKS.uf}
                    label={t('request:buyer.fields.uf')}
                    required
                    autoComplete="address-level1"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={!cityStateEditable || lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" aria-live="polite">
              {cityStateEditable ? t('request:buyer.cepLookupFailed') : t('request:buyer.cityFromCep')}
            </Text>
            <Controller
              control={control}
              name="endereco"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  label={t('request:buyer.fields.endereco')}
                  required
                  autoComplete="address-line1"
                  disabled={lockedIfFilled(field.value)}
                  error={message(fieldState.error)}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Controller
                control={control}
                name="numero"
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    label={t('request:buyer.fields.numero')}
                    required
                    disabled={lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={control}
                name="complemento"
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    label={t('request:buyer.fields.complemento')}
                    autoComplete="address-line2"
                    disabled={lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={control}
                name="bairro"
                render={({ field, fieldState }) => (
                  <TextInput
                    {...field}
                    label={t('request:buyer.fields.bairro')}
                    required
                    disabled={lockedIfFilled(field.value)}
                    error={message(fieldState.error)}
                  />
                )}
              />
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
    </form>
  );
}
