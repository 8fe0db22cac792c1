import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhoneInput } from './phone-input';

interface PhoneFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  autoFocus?: boolean;
}

/** A dialog's phone field bound to its form: quick access (SMS), 'I already have a code', and 'receive by phone'. */
export function PhoneField<Values extends FieldValues>({ control, name, ...props }: PhoneFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
