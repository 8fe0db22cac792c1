import { Alert, Fieldset, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MAX_NOTE_LENGTH, MAX_TEXT_LENGTH } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { IconAlertTriangle } from '../../../components/ui/icons';
import {
  checkReason,
  purchaseDate,
  type FormIssues,
  type OutsideStoreCatalog,
  type OutsideStoreField,
  type OutsideStoreValues,
} from '../lib/outside-store-form';

const INPUT_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

export interface OutsideStoreFormProps {
  values: OutsideStoreValues;
  issues: FormIssues;
  catalog: OutsideStoreCatalog | null;
  now: Date;
  onChange: (field: OutsideStoreField, value: string) => void;
  /** The purchase date lost focus: an invalid date is cleared (spec §5). */
  onDateBlur: () => void;
}

/**
 * The outside-store form of spec §2: store (name, city), purchase (amount, date, invoice number, reason with its
 * sub-reason and desire), product (name, colour, size) and notes. Every field is required; the masks are the page's.
 */
export function OutsideStoreForm({ values, issues, catalog, now, onChange, onDateBlur }: OutsideStoreFormProps) {
  const { t } = useTranslation(['outside-store', 'validation']);
  const error = (field: OutsideStoreField) => (issues[field] ? t(`validation:${issues[field]}`) : undefined);
  const text = (field: OutsideStoreField, max = MAX_TEXT_LENGTH) => ({
    label: t(`outside-store:form.${field}`),
    required: true,
    value: values[field],
    maxLength: max,
    error: error(field),
    // A hint under its field, not above it: the fields of a row then line up on a wide screen (screenshot).
    inputWrapperOrder: INPUT_ORDER,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.currentTarget.value),
  });

  const reason = catalog?.reasons.find((entry) => String(entry.ASS_ID) === values.motivoCodigo) ?? null;
  const check = reason && catalog ? checkReason(reason, catalog, purchaseDate(values.dataCompra, now), now) : null;
  const subReasons = check?.ok ? check.subReasons : [];
  const desires = check?.ok ? check.desires : [];
  const placeholder = (key: string) => ({ value: '', label: t(`outside-store:form.${key}`) });

  return (
    <Stack gap="md">
      <Fieldset legend={t('outside-store:sections.store')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('nomeLoja')} autoComplete="organization" />
          <TextInput {...text('cidadeLoja')} autoComplete="address-level2" />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('outside-store:sections.purchase')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput {...text('valor', 20)} inputMode="numeric" placeholder="R$ 0,00" />
            <TextInput
              {...text('dataCompra', 10)}
              inputMode="numeric"
              placeholder={t('outside-store:form.datePlaceholder')}
              onBlur={onDateBlur}
            />
            <TextInput
              {...text('numeroNF', 14)}
              inputMode="numeric"
              description={t('outside-store:form.invoiceHint')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('outside-store:form.motivoCodigo')}
              required
              disabled={!catalog}
              value={values.motivoCodigo}
              onChange={(event) => onChange('motivoCodigo', event.currentTarget.value)}
              data={[
                placeholder('reasonPlaceholder'),
                ...(catalog?.reasons ?? []).map((entry) => ({ value: String(entry.ASS_ID), label: entry.ASS_NOME })),
              ]}
              error={error('motivoCodigo')}
            />
            <NativeSelect
              label={t('outside-store:form.smotivoCodigo')}
              required={!reason || subReasons.length > 0}
              disabled={subReasons.length === 0}
              value={values.smotivoCodigo}
              onChange={(event) => onChange('smotivoCodigo', event.currentTarget.value)}
              data={[
                placeholder(reason ? 'subReasonPlaceholder' : 'chooseReasonFirst'),
                ...subReasons.map((entry) => ({ value: String(entry.SMOT_ID), label: entry.SMOT_NOME })),
              ]}
              error={error('smotivoCodigo')}
            />
            <NativeSelect
              label={t('outside-store:form.desejoCodigo')}
              required
              disabled={desires.length === 0}
              value={values.desejoCodigo}
              onChange={(event) => onChange('desejoCodigo', event.currentTarget.value)}
              data={[
                placeholder(reason ? 'desirePlaceholder' : 'chooseReasonFirst'),
                ...desires.map((entry) => ({ value: String(entry.MOT_ID), label: entry.MOT_NOME })),
              ]}
              error={error('desejoCodigo')}
            />
          </SimpleGrid>
          {check && !check.ok ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title={t('outside-store:outOfDeadline.title')}
              role="alert"
              // The light orange's own title colour falls short of 4.5:1 on its background (axe): the text colour instead.
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              <Text size="sm">{check.message ?? t('outside-store:outOfDeadline.text')}</Text>
            </Alert>
          ) : null}
        </Stack>
      </Fieldset>
      <Fieldset legend={t('outside-store:sections.product')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput {...text('produtoNome')} />
          <TextInput {...text('produtoCor')} />
          <TextInput {...text('tamanho', 3)} description={t('outside-store:form.sizeHint')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('outside-store:sections.notes')}>
        <Textarea {...text('observacao', MAX_NOTE_LENGTH)} rows={3} />
      </Fieldset>
    </Stack>
  );
}
