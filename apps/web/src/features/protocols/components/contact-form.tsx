import '@mantine/core/styles/SimpleGrid.css';
import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { REQUIRED_FIELDS_ALERT_MS, ZIP_NOT_FOUND_ALERT_MS } from '@portal/domain';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { MASKS, MaskedInput } from '../../../components/form/masked-input';
import { PhoneTextInput } from '../../../components/form/phone-input';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { addressFormAccess, useCepAutofill } from '../../../lib/use-cep-autofill';
import { DEPENDENT_FIELDS, samePlace, type ContactValues } from '../lib/contact';
import { contactFormSchema } from '../lib/contact-schema';

export interface ContactFormProps {
  initialValues: ContactValues;
  /** Saves the values; a rejection keeps the form open (the call showed its error). */
  onSave: (values: ContactValues) => Promise<void>;
  onCancel: () => void;
}

type FieldName = keyof ContactValues;

/**
 * The contact phone and pickup address of a protocol, with the buyer step's fields and masks (spec §5): the phone
 * is the buyer step's PhoneTextInput, so a national '(21) 99876-5432' or a '+55 (21) 99876-5432' both fit; city and
 * state come from the CEP lookup on blur and are typed only when it fails; an unknown CEP clears zip, city and state
 * with the 'zip code not found' alert. A known CEP also fills street and district (useCepAutofill, as the buyer step). An invalid form shows the 'Atenção' alert: the required-fields message when
 * only empty fields are wrong, else each wrong field with what is wrong in it (issue 23). A new CEP or street clears
 * the fields that described a place in the old one (DEPENDENT_FIELDS), so no old complement rides on a new street.
 */
export function ContactForm({ initialValues, onSave, onCancel }: ContactFormProps) {
  const { t } = useTranslation(['protocols', 'validation']);
  const { control, handleSubmit, getValues, setValue, setError, clearErrors, formState } = useForm<ContactValues>({
    defaultValues: initialValues,
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactValues>,
    mode: 'onTouched',
  });
  const [invalidAlert, setInvalidAlert] = useState<{ key: number; message: string } | null>(null);
  const [zipAlert, setZipAlert] = useState(0);
  const hasCity = initialValues.cidade.trim() !== '' && initialValues.uf.trim() !== '';
  // The street the number and complement were typed for.
  const streetOf = useRef(initialValues.endereco);

  /** A changed street empties the fields that belonged to the old one (the CEP's own are useCepAutofill's). */
  const streetChanged = () => {
    const value = getValues('endereco');
    const before = streetOf.current;
    if (samePlace('endereco', value, before)) return;
    streetOf.current = value;
    if (before.trim() === '') return;
    for (const dependent of DEPENDENT_FIELDS.endereco) setValue(dependent, '');
    clearErrors([...DEPENDENT_FIELDS.endereco]);
  };

  const { cepState, onCepBlur, forget } = useCepAutofill({
    form: addressFormAccess({ getValues, setValue, setError, clearErrors }),
    initial: { cep: initialValues.cep, hasCity },
    // Spec §5: an unknown CEP clears zip, city and state, with the 'zip code not found' alert.
    onNotFound: () => {
      for (const field of ['cep', 'cidade', 'uf'] as const) setValue(field, '');
      clearErrors(['cep', 'cidade', 'uf']);
      forget();
      setZipAlert((count) => count + 1);
    },
    onFound: (found) => {
      streetOf.current = found.street;
    },
  });
  const cityStateEditable = cepState === 'failed';

  const errorOf = (name: FieldName, errors: FieldErrors<ContactValues> = formState.errors) => {
    const code = errors[name]?.message;
    return code ? t(`validation:${code}`, { defaultValue: t('validation:required') }) : undefined;
  };

  /** 'Preencha todos os campos' only when every wrong field is empty; else each field and what is wrong in it. */
  const invalidMessage = (errors: FieldErrors<ContactValues>) => {
    const wrong = (Object.keys(errors) as FieldName[]).filter((name) => errors[name]?.message);
    if (wrong.every((name) => errors[name]?.message === 'required')) return t('validation:requiredFields');
    const fields = wrong
      .filter((name) => errors[name]?.message !== 'required')
      .map((name) => `${t(`protocols:contact.fields.${name}`)} — ${errorOf(name, errors)}`);
    const alsoEmpty = wrong.length > fields.length ? ` ${t('validation:requiredFields')}` : '';
    return `${t('protocols:contact.fixFields', { fields: fields.join(' ') })}${alsoEmpty}`;
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
        (errors) => setInvalidAlert((alert) => ({ key: (alert?.key ?? 0) + 1, message: invalidMessage(errors) })),
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
        <Controller
          control={control}
          name="endereco"
          render={({ field }) => (
            <TextInput
              {...field}
              onBlur={() => {
                field.onBlur();
                streetChanged();
              }}
              label={t('protocols:contact.fields.endereco')}
              required
              autoComplete="address-line1"
              error={errorOf('endereco')}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {text('numero')}
          {text('complemento', { required: false, autoComplete: 'address-line2' })}
          {text('bairro')}
        </SimpleGrid>
        {invalidAlert ? (
          <AlertBanner
            key={`invalid-${invalidAlert.key}`}
            variant="error"
            title={t('protocols:contact.attention')}
            message={invalidAlert.message}
            hideDelay={REQUIRED_FIELDS_ALERT_MS}
            onClose={() => setInvalidAlert(null)}
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
