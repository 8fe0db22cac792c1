import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { isBackofficeError } from '../api/client';
import { backofficeKeys } from '../api/keys';
import { addOperator } from '../api/operators';
import { useBrandLabel } from '../lib/brand-label';
import {
  EMPTY_OPERATOR_FORM,
  OPERATOR_NAME_MAX,
  operatorFormProblems,
  toNewOperator,
  type OperatorFormProblems,
  type OperatorFormValues,
} from '../lib/operator-form';
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
  const brandLabel = useBrandLabel();
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
          {failure ? (
            <Alert color="red" role="alert" title={t('operators.form.failed')}>
              {isBackofficeError(failure) ? failure.message : t('common:errors.generic')}
            </Alert>
          ) : null}
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
          <TextInput
            label={t('operators.form.name')}
            autoComplete="off"
            required
            maxLength={OPERATOR_NAME_MAX}
            value={values.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={fieldError('name')}
            data-field="name"
          />
          <Radio.Group
            label={t('operators.form.role')}
            required
            value={values.role}
            onChange={(value) => change('role', value === 'admin' ? 'admin' : 'agent')}
          >
            <Group gap="md" mt={4}>
              <Radio value="agent" label={t('role.agent')} />
              <Radio value="admin" label={t('role.admin')} />
            </Group>
          </Radio.Group>
          <Checkbox.Group
            label={t('operators.form.brands')}
            description={t('operators.form.brandsHint')}
            required
            value={values.brands}
            onChange={(value) => change('brands', value)}
            error={fieldError('brands')}
            data-field="brands"
          >
            <Group gap="md" mt={4}>
              {brands.map((id) => (
                <Checkbox key={id} value={String(id)} label={brandLabel(id)} />
              ))}
            </Group>
          </Checkbox.Group>
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
