import { createContext, use, type ReactNode } from 'react';
import { NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { MaskedInput, type MaskedInputProps } from '../../../../components/form/masked-input';

type BuyerFieldName = keyof BuyerStepValues;

interface BuyerFieldsState {
  control: Control<BuyerStepValues>;
  /** The shopper confirmed the form: spec §4, the filled fields are no longer editable. */
  confirmed: boolean;
}

const BuyerFieldsContext = createContext<BuyerFieldsState | null>(null);

/** Gives the buyer fields inside it the form they belong to and whether it was confirmed. */
export function BuyerFieldsProvider({ control, confirmed, children }: BuyerFieldsState & { children: ReactNode }) {
  return <BuyerFieldsContext value={{ control, confirmed }}>{children}</BuyerFieldsContext>;
}

/**
 * What every field of the buyer form shares: its value in the form, its label, its lock (the one passed in, or a
 * filled field once confirmed) and its validation message in the shopper's language.
 */
function useBuyerField(name: BuyerFieldName, disabled = false) {
  const state = use(BuyerFieldsContext);
  if (!state) throw new Error('A buyer field must be inside BuyerFieldsProvider');
  const { t } = useTranslation(['request', 'validation']);
  const { field, fieldState } = useController({ control: state.control, name });
  const messageKey = fieldState.error?.message;
  return {
    field,
    shared: {
      label: t(`request:buyer.fields.${name}`),
      disabled: disabled || (state.confirmed && field.value.trim() !== ''),
      error: messageKey ? t(`validation:${messageKey}`, { defaultValue: t('validation:required') }) : undefined,
    },
  };
}

/** Props a buyer field fills in from the form. `disabled` comes back in FieldProps as a lock added to the form's own. */
type FromTheForm = 'name' | 'value' | 'onChange' | 'onBlur' | 'label' | 'error' | 'disabled';

interface FieldProps {
  name: BuyerFieldName;
  disabled?: boolean;
}

export interface BuyerTextFieldProps extends Omit<TextInputProps, FromTheForm>, FieldProps {
  /** Rewrites the text as the shopper types. */
  formatOnChange?: (value: string) => string;
  /** Rewrites the text when the shopper leaves the field, once it is complete enough to tell its kind. */
  formatOnBlur?: (value: string) => string;
}

export function BuyerTextField({ name, disabled, formatOnChange, formatOnBlur, ...props }: BuyerTextFieldProps) {
  const { field, shared } = useBuyerField(name, disabled);
  return (
    <TextInput
      {...field}
      {...props}
      {...shared}
      onChange={formatOnChange ? (event) => field.onChange(formatOnChange(event.currentTarget.value)) : field.onChange}
      onBlur={
        formatOnBlur
          ? () => {
              field.onChange(formatOnBlur(field.value));
              field.onBlur();
            }
          : field.onBlur
      }
    />
  );
}

export interface BuyerMaskedFieldProps extends Omit<MaskedInputProps, FromTheForm>, FieldProps {
  /** Runs after the form has marked the field as visited. */
  onBlur?: () => void;
}

export function BuyerMaskedField({ name, disabled, onBlur, ...props }: BuyerMaskedFieldProps) {
  const { field, shared } = useBuyerField(name, disabled);
  return (
    <MaskedInput
      {...field}
      {...props}
      {...shared}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
    />
  );
}

export type BuyerSelectFieldProps = Omit<NativeSelectProps, FromTheForm> & FieldProps;

export function BuyerSelectField({ name, disabled, ...props }: BuyerSelectFieldProps) {
  const { field, shared } = useBuyerField(name, disabled);
  return <NativeSelect {...field} {...props} {...shared} />;
}
