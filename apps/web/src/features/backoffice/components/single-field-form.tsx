import { useId, type ReactNode } from 'react';
import { Button, Stack, TextInput, type TextInputProps } from '@mantine/core';

interface SingleFieldFormProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, already translated (shown under it, and the field is marked invalid). */
  error: string | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  inputProps?: Omit<TextInputProps, 'label' | 'value' | 'onChange' | 'error'>;
  /** What goes between the field and the button (a resend link, a hint). */
  children?: ReactNode;
}

/** One sign-in step: one labelled field and its button; Enter submits, the field takes focus when the step opens. */
export function SingleFieldForm(props: SingleFieldFormProps) {
  const { label, value, onChange, error, submitLabel, pending, onSubmit, inputProps, children } = props;
  const id = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          id={id}
          label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          required
          data-autofocus
          autoFocus
          {...inputProps}
        />
        {children}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
