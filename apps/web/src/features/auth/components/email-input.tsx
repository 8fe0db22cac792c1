import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The required e-mail field of the login dialogs: the e-mail keyboard on phones, the browser's saved address, and no
 * capital first letter or spelling fix that would change what the shopper typed.
 */
export const EmailInput = forwardRef<HTMLInputElement, TextInputProps>(function EmailInput(props, ref) {
  return (
    <TextInput
      {...props}
      ref={ref}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      withAsterisk
    />
  );
});
