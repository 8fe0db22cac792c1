import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox } from '@mantine/core';
import { Trans } from '../../../../lib/translation/trans';
import { useTranslation } from '../../../../lib/translation';

export interface TermsConsentProps {
  policyUrl: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** The shopper tried to generate without ticking it. */
  invalid: boolean;
}

/**
 * The terms of spec §5 'Quick access', asked again where the request is sent (R9, ADR 0074): ticked already when this
 * browser remembers the acceptance of this policy link, and sent with the request so the API records it.
 */
export function TermsConsent({ policyUrl, accepted, onChange, invalid }: TermsConsentProps) {
  const { t } = useTranslation(['request', 'validation']);
  return (
    <Checkbox
      checked={accepted}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        <Trans
          t={t}
          i18nKey="request:confirmation.terms"
          components={{ policy: <Anchor href={policyUrl} target="_blank" rel="noopener noreferrer" inherit /> }}
        />
      }
      error={invalid ? t('validation:termsNotAccepted') : undefined}
      aria-invalid={invalid ? true : undefined}
      data-testid="terms-consent"
    />
  );
}
