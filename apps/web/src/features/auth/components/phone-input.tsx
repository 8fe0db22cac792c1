import { forwardRef, type ReactNode } from 'react';
import { PhoneTextInput } from '../../../components/form/phone-input';

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

/**
 * The dialogs' phone field: '(21) 99876-5432' as a Brazilian shopper types it (DDI 55 by default, spec §9), or
 * '+55 (21) 99876-5432' when a country code is typed (see PhoneTextInput).
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(props, ref) {
  return <PhoneTextInput {...props} ref={ref} />;
});
