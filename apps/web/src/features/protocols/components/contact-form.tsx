import '@mantine/core/styles/SimpleGrid.css';
import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { isValidCep, onlyDigits, REQUIRED_FIELDS_ALERT_MS, ZIP_NOT_FOUND_ALERT_MS } from '@portal/domain';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { MASKS, MaskedInput } from '../../../components/form/masked-input';
import { PhoneTextInput } from '../../../components/form/phone-input';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { lookupCep } from '../../../lib/cep-lookup';
import type { ContactValues } from '../lib/contact';
import { contactFormSchema } from '../lib/contact-schema';

export interface ContactFormProps {
  initialValues: ContactValues;
  /** Saves the values; a rejection keeps the form open (the call showed its error). */
  onSave: (values: ContactValues) => Promise<void>;
  onCancel: () => void;
}

type CepState = 'idle' | 'looking' | 'found' | 'failed';
type FieldName = keyof ContactValues;

/**
 * The contact phone and pickup address of a protocol, with the buyer step's fields and masks (spec §5): the phone
 * is the buyer step's PhoneTextInput, so a national '(21) 99876-5432' or a '+55 (21) 99876-5432' both fit; city and
 * state come from the CEP lookup on blur and are typed only when it fails; an unknown CEP clears zip, city and state
 * with the 'zip code not found' alert; an invalid form shows the 'Atenção' required-fields alert.
 */
export function ContactForm({ initialValues, onSave, onCancel }: ContactFormProps) {
  const { t } = useTranslation(['protocols', 'validation']);
  const { control, handleSubmit, getValues, setValue, setError, clearErrors, formState } = useForm<ContactValues>({
    defaultValues: initialValues,
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactValues>,
    mode: 'onTouched',
  });
  const [requiredAlert, setRequiredAlert] = useState(0);
  const [zipAlert, setZipAlert] = useState(0);
  const hasCity = initialValues.cidade.trim() !== '' && initialValues.uf.trim() !== '';
  const [cepState, setCepState] = useState<CepState>(hasCity ? 'found' : 'idle');
  const lookedUp = useRef(hasCity ? onlyDigits(initialValues.cep) : '');
  const lookup = useRef<AbortController | null>(null);
  const cityStateEditable = cepState === 'failed';

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
      return; // Aborted by a newer lookup, which owns the outcome.
    }
    if (controller.signal.aborted) return;
    if (result.kind === 'found') {
      lookedUp.current = digits;
      setValue('cidade', result.city, { shouldValidate: true });
      setValue('uf', result.uf, { shouldValidate: true });
      setCepState('found');
    } else if (result.kind === 'notFound') {
      lookedUp.current = '';
      for (const field of ['cep', 'cidade', 'uf'] as const) setValue(field, '');
      clearErrors(['cep', 'cidade', 'uf']);
      setZipAlert((count) => count + 1);
      setCepState('idle');
    } else if (result.kind === 'invalid') {
      lookedUp.current = '';
      setError('cep', { message: 'invalidCep' });
      setCepState('idle');
    } else {
      lookedUp.current = '';
      setCepState('failed');
    }
  };

  const errorOf = (name: FieldName) => {
    const code = formState.errors[name]?.message;
    return code ? t(`validation:${code}`, { defaultValue: t('validation:required') }) : undefined;
  };

  const text = (name: FieldName, options: { required?: boolean; disabled?: boolean; autoComplete?: string } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...field}
          label={t(`protocols:contact.fields.${name}`)}
          required={options.required ?? true}
          disabled={options.disabled}
          autoComplete={options.autoComplete}
          error={errorOf(name)}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      aria-label={t('protocols:contact.formLabel')}
      onSubmit={handleSubmit(
        async (values) => {
          try {
            await onSave(values);
          } catch {
            // The call showed its own error; the shopper may correct and save again.
          }
        },
        () => setRequiredAlert((count) => count + 1),
      )}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="telefone"
            render={({ field }) => (
              <PhoneTextInput
                {...field}
                label={t('protocols:contact.fields.telefone')}
                placeholder="(11) 98765-4321"
                required
                error={errorOf('telefone')}
              />
            )}
          />
          <Controller
            control={control}
            name="cep"
            render={({ field }) => (
              <MaskedInput
                {...field}
                mask={MASKS.cep}
                label={t('protocols:contact.fields.cep')}
                required
                inputMode="numeric"
                autoComplete="postal-code"
                error={errorOf('cep')}
                onBlur={() => {
                  field.onBlur();
                  void onCepBlur();
                }}
                rightSection={
                  cepState === 'looking' ? (
                    <Loader size="xs" aria-label={t('protocols:contact.cepLooking')} />
                  ) : undefined
                }
              />
            )}
          />
        </SimpleGrid>
        {zipAlert > 0 ? (
          <AlertBanner
            key={`zip-${zipAlert}`}
            variant="warning"
            message={t('validation:zipNotFound')}
            hideDelay={ZIP_NOT_FOUND_ALERT_MS}
            onClose={() => setZipAlert(0)}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('cidade', { disabled: !cityStateEditable, autoComplete: 'address-level2' })}
          <Controller
            control={control}
            name="uf"
            render={({ field }) => (
              <MaskedInput
                {...field}
                mask={MASKS.uf}
                label={t('protocols:contact.fields.uf')}
                required
                disabled={!cityStateEditable}
                autoComplete="address-level1"
                error={errorOf('uf')}
              />
            )}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" aria-live="polite">
          {cityStateEditable ? t('protocols:contact.cepLookupFailed') : t('protocols:contact.cityFromCep')}
        </Text>
        {text('endereco', { autoComplete: 'address-line1' })}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {text('numero')}
          {text('complemento', { required: false, autoComplete: 'address-line2' })}
          {text('bairro')}
        </SimpleGrid>
        {requiredAlert > 0 ? (
          <AlertBanner
            key={`required-${requiredAlert}`}
            variant="error"
            title={t('protocols:contact.attention')}
            message={t('validation:requiredFields')}
            hideDelay={REQUIRED_FIELDS_ALERT_MS}
            onClose={() => setRequiredAlert(0)}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
            {t('protocols:contact.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('protocols:contact.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
