import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { isBackofficeError } from '../api/client';
import { backofficeKeys } from '../api/keys';
import { addOperator } from '../api/operators';
import {
  EMPTY_OPERATOR_FORM,
  operatorFormProblems,
  toNewOperator,
  type OperatorFormProblems,
  type OperatorFormValues,
} from '../lib/operator-form';
import { BrandsField, NameField, RoleField, ServerRefusal } from './operator-fields';
import classes from './protocol.module.css';

interface OperatorFormProps {
  /** The admin's own brands: the only ones they can hand out (the API answers 404 for any other). */
  brands: number[];
}

/**
 * Adds an operator. The fields are checked here as the API checks them; what the server still refuses (400, a taken
 * e-mail's 409, a 404 brand) is shown above the form in the server's own words, which come in the request language.
 * A 201 reads the list again and empties the form for the next one.
 */
export function OperatorForm({ brands }: OperatorFormProps) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<OperatorFormValues>(EMPTY_OPERATOR_FORM);
  const [problems, setProblems] = useState<OperatorFormProblems>({});
  const [added, setAdded] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const add = useMutation({
    mutationFn: addOperator,
    onSuccess: async (operator) => {
      setValues(EMPTY_OPERATOR_FORM);
      setAdded(t('operators.form.added', { name: operator.name }));
      await queryClient.invalidateQueries({ queryKey: backofficeKeys.operators() });
    },
  });
  const failure = add.error;
  // A taken e-mail is the e-mail field's problem as well: it is marked, and focus goes back to it.
  const emailTaken = isBackofficeError(failure) && failure.status === 409 && failure.code === 'operator_exists';

  const change = <K extends keyof OperatorFormValues>(name: K, value: OperatorFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
    setAdded(null);
    if (add.isError) add.reset();
  };

  // Mantine puts `data-field` on a text input itself, and on the wrapper of a checkbox group.
  const focusField = (name: keyof OperatorFormProblems) =>
    formRef.current
      ?.querySelector<HTMLInputElement>(`input[data-field="${name}"], [data-field="${name}"] input`)
      ?.focus();

  const submit = () => {
    const found = operatorFormProblems(values, brands);
    setProblems(found);
    setAdded(null);
    const first = (['email', 'name', 'brands'] as const).find((name) => found[name]);
    if (first) {
      focusField(first);
      return;
    }
    add.mutate(toNewOperator(values), {
      onError: (error) => {
        if (isBackofficeError(error) && error.status === 409) focusField('email');
      },
    });
  };

  const fieldError = (name: keyof OperatorFormProblems) => {
    const key = problems[name];
    return key ? t(key) : null;
  };

  return (
    <section className={classes.section} aria-labelledby="bo-add-operator">
      <Title order={2} size="h4" id="bo-add-operator" mb="xs">
        {t('operators.form.title')}
      </Title>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="bo-add-operator"
        onSubmit={(event) => {
          event.preventDefault();
          if (!add.isPending) submit();
        }}
      >
        <Stack gap="sm">
          <ServerRefusal failure={failure} title={t('operators.form.failed')} />
          {added ? (
            <Text role="status" size="sm" fw={600}>
              {added}
            </Text>
          ) : null}
          <TextInput
            type="email"
            label={t('operators.form.email')}
            autoComplete="off"
            required
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={fieldError('email') ?? emailTaken}
            data-field="email"
          />
          <NameField value={values.name} onChange={(value) => change('name', value)} error={fieldError('name')} />
          <RoleField value={values.role} onChange={(role) => change('role', role)} />
          <BrandsField
            brands={brands}
            value={values.brands}
            onChange={(value) => change('brands', value)}
            error={fieldError('brands')}
          />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('operators.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
