import { createContext, use, type FocusEvent, type ReactNode } from 'react';
import { NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { MaskedInput, type MaskedInputProps } from '../../../../components/form/masked-input';
import { PhoneTextInput, type PhoneTextInputProps } from '../../../../components/form/phone-input';

type BuyerFieldName = keyof BuyerStepValues;

interface BuyerFieldsState {
  control: Control<BuyerStepValues>;
  /** The shopper confirmed the form: spec §4, the filled fields are no longer editable. */
  confirmed: boolean;
  /** Fields whose invalid value was cleared on blur (spec §5), with the message that says why. */
  clearedInvalid: Partial<Record<BuyerFieldName, string>>;
  onClearedInvalid: (name: BuyerFieldName, message: string | null) => void;
}

const BuyerFieldsContext = createContext<BuyerFieldsState | null>(null);

/** Gives the buyer fields inside it the form they belong to and whether it was confirmed. */
export function BuyerFieldsProvider({ children, ...state }: BuyerFieldsState & { children: ReactNode }) {
  return <BuyerFieldsContext value={state}>{children}</BuyerFieldsContext>;
}

/**
 * Spec §5: an invalid CPF or e-mail is cleared with its message. `isValid` is the domain rule; `message` the
 * validation key shown while the field stays empty.
 */
export interface ClearIfInvalid {
  isValid: (value: string) => boolean;
  message: string;
}

/**
 * Whether focus is leaving the field for its form's submit button. The confirm then checks every field at once, so
 * the field's own blur check is skipped: its message, appearing between the press and the release, pushed the button
 * down from under the finger and the tap was lost (issue 23: the first 'Confirmar cadastro' seemed to do nothing).
 */
function leavingForSubmit(event: FocusEvent<HTMLElement> | undefined): boolean {
  const next = event?.relatedTarget;
  return (
    next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event?.currentTarget.closest('form')
  );
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
  const cleared = state.clearedInvalid[name];
  // An emptied invalid value reads 'required' to the schema; the shopper is told why it was emptied.
  const messageKey = fieldState.error?.message === 'required' && cleared ? cleared : fieldState.error?.message;
  return {
    field,
    /** The blur of a field that may clear an invalid value (spec §5), then the form's own blur. */
    blur: (clear?: ClearIfInvalid, event?: FocusEvent<HTMLElement>) => {
      if (leavingForSubmit(event)) return;
      const value = field.value.trim();
      if (clear && value !== '' && !clear.isValid(value)) {
        field.onChange('');
        state.onClearedInvalid(name, clear.message);
      }
      field.onBlur();
    },
    change: (value: string) => {
      // Only the shopper's typing drops the message: a masked input also reports the emptying itself.
      if (cleared && value !== '') state.onClearedInvalid(name, null);
      field.onChange(value);
    },
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
  clearIfInvalid?: ClearIfInvalid;
}

export function BuyerTextField({
  name,
  disabled,
  formatOnChange,
  formatOnBlur,
  clearIfInvalid,
  ...props
}: BuyerTextFieldProps) {
  const { field, shared, blur, change } = useBuyerField(name, disabled);
  return (
    <TextInput
      {...field}
      {...props}
      {...shared}
      onChange={(event) =>
        change(formatOnChange ? formatOnChange(event.currentTarget.value) : event.currentTarget.value)
      }
      onBlur={(event) => {
        if (formatOnBlur) field.onChange(formatOnBlur(field.value));
        blur(clearIfInvalid, event);
      }}
    />
  );
}

export interface BuyerMaskedFieldProps extends Omit<MaskedInputProps, FromTheForm>, FieldProps {
  /** Runs after the form has marked the field as visited. */
  onBlur?: () => void;
  clearIfInvalid?: ClearIfInvalid;
}

export function BuyerMaskedField({ name, disabled, onBlur, clearIfInvalid, ...props }: BuyerMaskedFieldProps) {
  const { field, shared, blur, change } = useBuyerField(name, disabled);
  return (
    <MaskedInput
      {...field}
      {...props}
      {...shared}
      onChange={change}
      onBlur={(event) => {
        blur(clearIfInvalid, event);
        onBlur?.();
      }}
    />
  );
}

export type BuyerPhoneFieldProps = Omit<PhoneTextInputProps, FromTheForm> & FieldProps;

export function BuyerPhoneField({ name, disabled, ...props }: BuyerPhoneFieldProps) {
  const { field, shared, change, blur } = useBuyerField(name, disabled);
  return (
    <PhoneTextInput {...field} {...props} {...shared} onChange={change} onBlur={(event) => blur(undefined, event)} />
  );
}

export type BuyerSelectFieldProps = Omit<NativeSelectProps, FromTheForm> & FieldProps;

export function BuyerSelectField({ name, disabled, ...props }: BuyerSelectFieldProps) {
  const { field, shared, blur } = useBuyerField(name, disabled);
  return <NativeSelect {...field} {...props} {...shared} onBlur={(event) => blur(undefined, event)} />;
}
