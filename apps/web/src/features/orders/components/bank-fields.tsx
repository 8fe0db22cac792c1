import { Alert, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatAccount, formatAgency, formatPixKey, maskPixKey } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { IconInfoCircle } from '../../../components/ui/icons';
import type { Bank } from '../api/get-banks';
import type { BankField, BankValues } from '../lib/order-card-state';
import classes from './bank-fields.module.css';

export interface BankFieldsProps {
  idPrefix: string;
  values: BankValues;
  /** Saved bank data complete and valid: shown, not editable (spec §4). */
  locked: boolean;
  banks: readonly Bank[] | undefined;
  banksLoading: boolean;
  /** Message per field (already translated), or null. */
  errors: Partial<Record<BankField, string | null>>;
  onChange: (field: BankField, value: string) => void;
  onBlur: (field: BankField) => void;
}

const lockedClassNames = { input: classes.locked };

/** Spec §4/§5: where a bank-slip refund goes. Masks and messages of spec §5; the examples are always visible. */
export function BankFields({
  idPrefix,
  values,
  locked,
  banks,
  banksLoading,
  errors,
  onChange,
  onBlur,
}: BankFieldsProps) {
  const { t } = useTranslation(['orders', 'validation']);
  const bankOptions = (banks ?? []).map((bank) => ({
    value: bank.BAN_CODIGO,
    label: `${bank.BAN_CODIGO} - ${bank.BAN_NOME}`,
  }));
  // A saved bank shows even before (or without) the list.
  if (values.ban_codigo && !bankOptions.some((option) => option.value === values.ban_codigo)) {
    bankOptions.unshift({ value: values.ban_codigo, label: values.ban_codigo });
  }

  return (
    <Stack component="fieldset" gap="sm" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={4} p={0}>
        {t('orders:bank.legend')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('orders:bank.intro')}
      </Text>
      {locked ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />} p="xs">
          <Text size="sm">{t('orders:bank.locked')}</Text>
        </Alert>
      ) : null}
      {locked ? (
        // A select cannot be read-only, so the saved bank shows as a read-only text field with the same label.
        <TextInput
          id={`${idPrefix}-ban_codigo`}
          label={t('orders:bank.bank')}
          required
          readOnly
          classNames={lockedClassNames}
          value={bankOptions.find((option) => option.value === values.ban_codigo)?.label ?? values.ban_codigo}
        />
      ) : (
        <NativeSelect
          id={`${idPrefix}-ban_codigo`}
          label={t('orders:bank.bank')}
          required
          value={values.ban_codigo}
          onChange={(event) => onChange('ban_codigo', event.currentTarget.value)}
          onBlur={() => onBlur('ban_codigo')}
          data={[{ value: '', label: t('orders:bank.bankPlaceholder') }, ...bankOptions]}
          error={errors.ban_codigo}
          rightSection={banksLoading ? <Loader size="xs" aria-hidden="true" /> : undefined}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          id={`${idPrefix}-cli_agencia`}
          label={t('orders:bank.agency')}
          description={t('orders:bank.example', { example: t('validation:agencyExample') })}
          required
          readOnly={locked}
          classNames={locked ? lockedClassNames : undefined}
          inputMode="numeric"
          autoComplete="off"
          value={values.cli_agencia}
          onChange={(event) => onChange('cli_agencia', formatAgency(event.currentTarget.value))}
          onBlur={() => onBlur('cli_agencia')}
          error={errors.cli_agencia}
        />
        <TextInput
          id={`${idPrefix}-cli_conta`}
          label={t('orders:bank.account')}
          description={t('orders:bank.example', { example: t('validation:accountExample') })}
          required
          readOnly={locked}
          classNames={locked ? lockedClassNames : undefined}
          inputMode="numeric"
          autoComplete="off"
          value={values.cli_conta}
          onChange={(event) => onChange('cli_conta', formatAccount(event.currentTarget.value))}
          onBlur={() => onBlur('cli_conta')}
          error={errors.cli_conta}
        />
      </SimpleGrid>
      <TextInput
        id={`${idPrefix}-cli_chavepix`}
        label={t('orders:bank.pix')}
        description={t('validation:pixAcceptedFormats')}
        required
        readOnly={locked}
        classNames={locked ? lockedClassNames : undefined}
        autoComplete="off"
        // Saved keys are shown masked (spec §5); a key being typed is shown as typed, with its mask once left.
        value={locked ? maskPixKey(values.cli_chavepix) || values.cli_chavepix : values.cli_chavepix}
        onChange={(event) => onChange('cli_chavepix', event.currentTarget.value)}
        onBlur={() => {
          onChange('cli_chavepix', formatPixKey(values.cli_chavepix));
          onBlur('cli_chavepix');
        }}
        error={errors.cli_chavepix}
      />
    </Stack>
  );
}
