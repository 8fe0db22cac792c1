import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { backofficeKeys } from '../api/keys';
import { changeOperator } from '../api/operators';
import type { OperatorRow } from '@portal/domain/backoffice';
import {
  editValuesOf,
  operatorEditProblems,
  toOperatorChange,
  type OperatorEditValues,
  type OperatorFormProblems,
} from '../lib/operator-form';
import { BrandsField, NameField, RoleField, ServerRefusal } from './operator-fields';
import classes from './protocol.module.css';

interface OperatorEditFormProps {
  operator: OperatorRow;
  /** The admin's own id and brands: she edits only within her brands, and cannot lock herself out. */
  adminId: number;
  adminBrands: number[];
  /** Saved (with a message for the page) or cancelled: the page closes the form. */
  onDone: (saved: string | null) => void;
}

/**
 * Edits one operator: name, role, brands among the admin's and the access (active). The server decides (an admin
 * cannot deactivate or demote herself, nor anyone the last admin); what it refuses is shown in its own words.
 */
export function OperatorEditForm({ operator, adminId, adminBrands, onDone }: OperatorEditFormProps) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<OperatorEditValues>(() => editValuesOf(operator));
  const [problems, setProblems] = useState<Pick<OperatorFormProblems, 'name' | 'brands'>>({});
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const self = operator.id === adminId;
  const save = useMutation({
    mutationFn: () => changeOperator(operator.id, toOperatorChange(operator, values)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.operators() });
      // Deactivated by an admin who holds only some of the operator's brands: the server withdrew those brands and
      // left the operator active in the others (issue 46), so 'saved' alone would hide that they still work there.
      const withdrawn = !values.active && saved.active && saved.brands.length === 0;
      onDone(t(withdrawn ? 'operators.edit.withdrawn' : 'operators.edit.saved', { name: saved.name }));
    },
  });

  // Opened from a row's button: focus moves to the form, so keyboard and screen-reader users land where they type.
  useEffect(() => titleRef.current?.focus(), [operator.id]);

  const change = <K extends keyof OperatorEditValues>(name: K, value: OperatorEditValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
    if (save.isError) save.reset();
  };

  const submit = () => {
    const found = operatorEditProblems(values, adminBrands);
    setProblems(found);
    const first = (['name', 'brands'] as const).find((name) => found[name]);
    if (first) {
      formRef.current
        ?.querySelector<HTMLInputElement>(`input[data-field="${first}"], [data-field="${first}"] input`)
        ?.focus();
      return;
    }
    if (Object.keys(toOperatorChange(operator, values)).length === 0) {
      onDone(null);
      return;
    }
    save.mutate();
  };

  const fieldError = (name: 'name' | 'brands') => (problems[name] ? t(problems[name]) : null);
  const failure = save.error;

  return (
    <section className={classes.section} aria-labelledby="bo-edit-operator">
      <Title order={2} size="h4" id="bo-edit-operator" mb="xs" ref={titleRef} tabIndex={-1}>
        {t('operators.edit.title', { name: operator.name })}
      </Title>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="bo-edit-operator"
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) submit();
        }}
      >
        <Stack gap="sm">
          <ServerRefusal failure={failure} title={t('operators.edit.failed')} />
          <Text size="sm">{t('operators.edit.email', { email: operator.email })}</Text>
          <NameField value={values.name} onChange={(value) => change('name', value)} error={fieldError('name')} />
          <RoleField
            value={values.role}
            onChange={(role) => change('role', role)}
            lockedReason={self ? t('operators.edit.selfHint') : undefined}
          />
          <BrandsField
            brands={adminBrands}
            value={values.brands}
            onChange={(value) => change('brands', value)}
            error={fieldError('brands')}
          />
          <Checkbox
            mt="xs"
            label={t('operators.edit.active')}
            description={self ? t('operators.edit.selfHint') : t('operators.edit.activeHint')}
            checked={values.active}
            disabled={self}
            onChange={(event) => change('active', event.currentTarget.checked)}
          />
          <Group gap="xs">
            <Button type="submit" loading={save.isPending}>
              {t('operators.edit.submit')}
            </Button>
            <Button variant="default" onClick={() => onDone(null)} disabled={save.isPending}>
              {t('operators.edit.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
