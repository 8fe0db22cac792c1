import '@mantine/core/styles/SimpleGrid.css';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { useOverviewChange } from '../api/privacy-api';
import { errorText } from './code-step';

export interface CorrectionField {
  /** The wire name the API validates with the buyer step's schema (cep, endereco… / ban_codigo, cli_agencia…). */
  name: string;
  labelKey: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
}

/**
 * A correction form of 'Meus dados' (address, bank data): every field sent together, validated by the server with
 * the buyer step's rules; its refusal (naming the field, in the shopper's language) shows above the fields. The same
 * schema is checked here first, and every field's problem is shown at once (issue 46): the server names only its
 * first, so the bank's 'Selecione o banco.' came a round after the agency's and account's.
 */
export function CorrectionForm({
  fields,
  schema,
  save,
  onDone,
  idPrefix,
}: {
  fields: CorrectionField[];
  /** The domain schema the API parses the body with (its messages are validation codes). */
  schema: z.ZodType;
  save: (values: Record<string, string>) => Promise<unknown>;
  onDone: () => void;
  idPrefix: string;
}) {
  const { t } = useTranslation(['privacy', 'validation']);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const change = useOverviewChange(save);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && !(name in found)) found[name] = t(`validation:${issue.message}`);
      }
      setProblems(found);
      const first = fields.find((field) => found[field.name]);
      if (first) document.getElementById(`${idPrefix}-${first.name}`)?.focus();
      return;
    }
    setProblems({});
    change.mutate(values, {
      onSuccess: onDone,
      onError: (caught) => setError(errorText(caught, t('privacy:errors.generic'))),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      {error ? (
        <Alert color="red" role="alert" mb="xs">
          {error}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {fields.map((field) => (
          <TextInput
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            label={t(`privacy:${field.labelKey}`)}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            value={values[field.name]}
            error={problems[field.name]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field.name]: value }));
              setProblems(({ [field.name]: _fixed, ...rest }) => rest);
            }}
          />
        ))}
      </SimpleGrid>
      <Group mt="xs">
        <Button type="submit" loading={change.isPending}>
          {t('privacy:save')}
        </Button>
        <Button variant="subtle" onClick={onDone}>
          {t('privacy:cancel')}
        </Button>
      </Group>
    </form>
  );
}

export const ADDRESS_FIELDS: CorrectionField[] = [
  { name: 'cep', labelKey: 'addresses.cep', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'endereco', labelKey: 'addresses.street', autoComplete: 'address-line1' },
  { name: 'numero', labelKey: 'addresses.number' },
  { name: 'complemento', labelKey: 'addresses.complement', autoComplete: 'address-line2' },
  { name: 'bairro', labelKey: 'addresses.district' },
  { name: 'cidade', labelKey: 'addresses.city', autoComplete: 'address-level2' },
  { name: 'uf', labelKey: 'addresses.uf', autoComplete: 'address-level1' },
];

export const BANK_FIELDS: CorrectionField[] = [
  { name: 'ban_codigo', labelKey: 'bank.bankCode', inputMode: 'numeric' },
  { name: 'cli_agencia', labelKey: 'bank.agency', inputMode: 'numeric' },
  { name: 'cli_conta', labelKey: 'bank.account', inputMode: 'numeric' },
  { name: 'cli_chavepix', labelKey: 'bank.pix' },
];
