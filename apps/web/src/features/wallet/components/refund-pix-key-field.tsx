import type { Ref } from 'react';
import { TextInput } from '@mantine/core';
import { formatPixKey, type ValidationCode } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';

export interface RefundPixKeyFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field: the key takes the mask of its kind and its problem, if any, is shown. */
  onBlur: () => void;
  /** The key's problem (classifyPixKey's reason as a validation code), once it should be shown. */
  problem: ValidationCode | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Where a Pix refund is paid (issue 23 #13): her saved key, shown in full since it is her own, or one she types.
 * Checked by the domain's classifyPixKey, as the API checks it, with the reason a key is refused.
 */
export function RefundPixKeyField({ value, onChange, onBlur, problem, ref }: RefundPixKeyFieldProps) {
  const { t } = useTranslation(['wallet', 'validation']);
  return (
    <TextInput
      ref={ref}
      label={t('wallet:refund.pixKey')}
      description={t('validation:pixAcceptedFormats')}
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => {
        onChange(formatPixKey(value));
        onBlur();
      }}
      error={problem ? t(`validation:${problem}`) : undefined}
    />
  );
}
