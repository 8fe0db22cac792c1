import { forwardRef, type ComponentProps } from 'react';
import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';

/** Spec §5 masks, as imask patterns ('0' is a digit). */
export const MASKS = {
  cpf: [{ mask: '000.000.000-00' }],
  cep: [{ mask: '00000-000' }],
  uf: [{ mask: /^[A-Za-z]{0,2}$/, prepareChar: (text: string) => text.toUpperCase() }],
} as const;

type InputBaseProps = Omit<ComponentProps<typeof InputBase<'input'>>, 'onChange' | 'value' | 'component'>;

export interface MaskedInputProps extends InputBaseProps {
  mask: (typeof MASKS)[keyof typeof MASKS];
  value: string;
  onChange: (value: string) => void;
}

/** A Mantine input with an imask mask; `value` is what the shopper sees, mask included. */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, value, onChange, ...props },
  ref,
) {
  return (
    <InputBase
      {...props}
      ref={ref}
      component={IMaskInput}
      // imask's typing of dynamic masks is stricter than what it accepts at run time.
      mask={mask as unknown as string}
      value={value}
      onAccept={(masked: string) => onChange(masked)}
    />
  );
});
