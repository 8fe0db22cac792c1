import { forwardRef, useLayoutEffect, useRef, type ChangeEvent, type ComponentProps } from 'react';
import { TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { formatPhoneInput } from '@portal/domain';

type TextInputProps = Omit<ComponentProps<typeof TextInput>, 'onChange' | 'value' | 'type'>;

export interface PhoneTextInputProps extends TextInputProps {
  value: string;
  onChange: (value: string) => void;
}

/** Where the caret goes in `formatted` so that `digitsBefore` digits stay on its left. */
function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore === 0) return formatted.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * A phone field formatted by the domain's formatPhoneInput as the shopper types: a national number as
 * '(21) 99876-5432' (sent with DEFAULT_DDI), or '+55 (21) 99876-5432' when a country code is typed. A fixed
 * '+## (##) …' mask would take a national number's DDD for the DDI. The caret keeps its place among the digits.
 */
export const PhoneTextInput = forwardRef<HTMLInputElement, PhoneTextInputProps>(function PhoneTextInput(
  { value, onChange, ...props },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || input !== input.ownerDocument.activeElement) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const caret = event.currentTarget.selectionStart ?? typed.length;
    const formatted = formatPhoneInput(typed);
    const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
    pendingCaret.current = caret >= typed.length ? formatted.length : caretAfterDigits(formatted, digitsBefore);
    onChange(formatted);
  };

  return (
    <TextInput
      {...props}
      ref={mergedRef}
      value={value}
      onChange={handleChange}
      type="tel"
      inputMode="tel"
      autoComplete={props.autoComplete ?? 'tel'}
    />
  );
});
