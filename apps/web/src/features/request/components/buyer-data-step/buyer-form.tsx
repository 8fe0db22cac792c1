import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatAccount,
  formatAgency,
  formatPixKey,
  isValidCpf,
  ZIP_NOT_FOUND_ALERT_MS,
} from '@portal/domain';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import { AlertBanner } from '../../../../components/ui/alert-banner';
import type { Bank } from '../../api/get-banks';
import { addressFormAccess, useCepAutofill } from '../../../../lib/use-cep-autofill';
import { buyerStepSchema } from '../../lib/buyer-schema';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { IconCheck } from '../../../../components/ui/icons';
import { StepActions } from '../stepper/step-actions';
import classes from './buyer-form.module.css';
import { BuyerErrorSummary } from './buyer-error-summary';
import {
  BuyerFieldsProvider,
  BuyerMaskedField,
  BuyerPhoneField,
  BuyerSelectField,
  BuyerTextField,
  type ClearIfInvalid,
} from './buyer-fields';
import { buyerProblems, hasProblems } from './buyer-problems';
import { MASKS } from '../../../../components/form/masked-input';

export interface BuyerFormProps {
  initialValues: BuyerStepValues;
  isReversal: boolean;
  /** The CPF came valid from the records: it is shown but cannot be changed (spec §4). */
  cpfLocked: boolean;
  /** Complete saved bank data: shown but not changed (spec §4 'locked when all are present'). */
  bankLocked?: boolean;
  banks: readonly Bank[] | undefined;
  banksLoading: boolean;
  /** Runs after the values passed validation (e.g. saving the bank data); a rejection keeps the form open. */
  onConfirm: (values: BuyerStepValues) => Promise<void>;
  onCancel: () => void;
  onBack?: () => void;
}

const CLEAR_INVALID_CPF: ClearIfInvalid = { isValid: isValidCpf, message: 'invalidCpf' };
/** What belonged to the previous CEP and is emptied when the new one gives no city (issue 11). */
const FIELDS_OF_OLD_CEP = ['cidade', 'uf', 'endereco', 'bairro'] as const;

const LEGEND_STYLES = { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 8 } };

/**
 * The buyer-data form (spec §2 'Buyer-data step', §5 'Buyer form', 'CEP'): buyer data, bank data for a payment
 * reversal, address. City and state come from the CEP lookup on blur (with street and district when the CEP names
 * them, and the old street's number and complement emptied: useCepAutofill, as on the protocol's contact form) and
 * are typed by hand only when the lookup fails or does not know the CEP (then street, district, city and state of the
 * old CEP are emptied and the shopper types them; an unknown CEP also shows the 'zip code not found' alert). A failed confirmation shows the 'Atenção'
 * alert at the top, naming the missing and the invalid fields, until they are fixed (ADR 0018).
 */
export function BuyerForm({
  initialValues,
  isReversal,
  cpfLocked,
  bankLocked = false,
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
    // The 'Atenção' summary takes focus instead: it names every problem and links to each field.
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = form;
  const [failedConfirms, setFailedConfirms] = useState(0);
  const [clearedInvalid, setClearedInvalid] = useState<Partial<Record<keyof BuyerStepValues, string>>>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const [zipAlert, setZipAlert] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const hasCity = initialValues.cidade.trim() !== '' && initialValues.uf.trim() !== '';
  const { cepState, onCepBlur } = useCepAutofill({
    form: addressFormAccess({ getValues, setValue, setError, clearErrors }),
    initial: { cep: initialValues.cep, hasCity },
    // The CEP stays: the shopper types the city and state it has (issue 11; spec §5 would block every CEP the table
    // and the upstream do not know).
    onNotFound: () => {
      clearOldAddress();
      setZipAlert((count) => count + 1);
    },
    onFailed: () => clearOldAddress(),
  });

  const clearOldAddress = () => {
    for (const field of FIELDS_OF_OLD_CEP) setValue(field, '');
    clearErrors([...FIELDS_OF_OLD_CEP]);
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

  // The errors handed to onInvalid are the whole form's, checked at this confirm. Until the form publishes them (its
  // `errors` still the object of the render that was tapped), the summary names these, so the first render after the
  // tap already lists every problem and the summary is there to take the focus (issue 23).
  const [confirmed, setConfirmed] = useState<{ errors: FieldErrors<BuyerStepValues>; staleOf: object } | null>(null);
  const onInvalid = (invalid: FieldErrors<BuyerStepValues>) => {
    setConfirmed({ errors: invalid, staleOf: errors });
    setFailedConfirms((count) => count + 1);
  };
  const problems = buyerProblems(confirmed?.staleOf === errors ? confirmed.errors : errors, clearedInvalid);
  const showSummary = failedConfirms > 0 && hasProblems(problems);
  // Each failed confirm brings the summary into view and focus, once it is on screen (it is at the top of the step,
  // far above the button on a phone). Scrolled to its start, below the sticky header (its scroll margin).
  const focusedConfirm = useRef(0);
  useEffect(() => {
    const summary = summaryRef.current;
    if (!showSummary || !summary || focusedConfirm.current === failedConfirms) return;
    focusedConfirm.current = failedConfirms;
    summary.focus({ preventScroll: true });
    summary.scrollIntoView?.({ block: 'start' });
  }, [failedConfirms, showSummary]);

  const onClearedInvalid = (name: keyof BuyerStepValues, message: string | null) =>
    setClearedInvalid((current) => {
      const { [name]: _dropped, ...rest } = current;
      return message ? { ...rest, [name]: message } : rest;
    });

  const cityStateEditable = cepState === 'failed' || cepState === 'notFound';

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
      <BuyerFieldsProvider
        control={control}
        confirmed={submitted}
        clearedInvalid={clearedInvalid}
        onClearedInvalid={onClearedInvalid}
      >
        <Stack gap="lg">
          {showSummary ? (
            <BuyerErrorSummary
              ref={summaryRef}
              problems={problems}
              onPickField={(field) => setFocus(field as keyof BuyerStepValues)}
            />
          ) : null}
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
                clearIfInvalid={CLEAR_INVALID_CPF}
              />
              <BuyerTextField name="nome" required autoComplete="name" />
              {/* Optional (issue 23 item 9): without it the messages go to the phone by SMS. A typo is kept with its
                  message rather than emptied, since an emptied optional field would be accepted silently. */}
              <BuyerTextField
                name="email"
                type="email"
                autoComplete="email"
                description={t('request:buyer.emailOptional')}
              />
              <BuyerPhoneField name="telefone" placeholder="(11) 98765-4321" required />
            </SimpleGrid>
          </Fieldset>

          {isReversal ? (
            <Fieldset legend={t('request:buyer.sections.bank')} variant="unstyled" styles={LEGEND_STYLES}>
              <Text size="sm" c="dimmed" mb="xs">
                {bankLocked ? t('request:buyer.bankLocked') : t('request:buyer.bankIntro')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <BuyerSelectField
                  name="ban_codigo"
                  required
                  data={[{ value: '', label: t('request:buyer.bankPlaceholder') }, ...bankOptions]}
                  rightSection={banksLoading ? <Loader size="xs" aria-hidden="true" /> : undefined}
                  disabled={bankLocked}
                />
                <BuyerTextField
                  name="cli_agencia"
                  formatOnChange={formatAgency}
                  description={t('request:buyer.example', { example: t('validation:agencyExample') })}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  disabled={bankLocked}
                />
                <BuyerTextField
                  name="cli_conta"
                  formatOnChange={formatAccount}
                  description={t('request:buyer.example', { example: t('validation:accountExample') })}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  disabled={bankLocked}
                />
                <BuyerTextField
                  name="cli_chavepix"
                  formatOnBlur={formatPixKey}
                  description={t('validation:pixAcceptedFormats')}
                  required
                  autoComplete="off"
                  disabled={bankLocked}
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
                {cepState === 'notFound'
                  ? t('request:buyer.cepNotFoundManual')
                  : cepState === 'failed'
                    ? t('request:buyer.cepLookupFailed')
                    : t('request:buyer.cityFromCep')}
              </Text>
              <BuyerTextField name="endereco" required autoComplete="address-line1" />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <BuyerTextField name="numero" required />
                <BuyerTextField name="complemento" autoComplete="address-line2" />
                <BuyerTextField name="bairro" required />
              </SimpleGrid>
            </Stack>
          </Fieldset>

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
