import { forwardRef, type ReactNode } from 'react';
import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';

/**
 * Spec §5 phone masks with the country code in front. The longer (mobile) form is the one shoppers type for a code;
 * the landline form stays for completeness, picked by imask only while the digits still fit it.
 */
const PHONE_MASKS = [{ mask: '+00 (00) 0000-0000' }, { mask: '+00 (00) 00000-0000' }];

interface PhoneInputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  name?: string;
  autoFocus?: boolean;
  'data-autofocus'?: boolean;
}

/** A phone field masked as '+## (##) #####-####'; `value` is what the shopper sees, mask included. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, onChange, ...props },
  ref,
) {
  return (
    <InputBase
      {...props}
      ref={ref}
      component={IMaskInput}
      mask={PHONE_MASKS}
      value={value}
      onAccept={(masked: string) => onChange(masked)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
    />
  );
});
