import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import type { ReactNode } from 'react';
import { Anchor, Button, Checkbox, Stack, Text, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Trans } from '../../../lib/translation/trans';
import { useBrand } from '../../../lib/brand-context';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { useSendCode } from '../hooks/use-send-code';
import { quickAccessSchema, type QuickAccessValues } from '../lib/form-schemas';
import type { PendingContact } from '../lib/pending-contact';
import { hasAcceptedTerms, rememberTermsAcceptance } from '../lib/terms-acceptance';
import { AuthDialog } from './auth-dialog';
import { EmailInput } from './email-input';
import { LinkButton } from './link-button';

const FIELD_ORDER = ['email', 'terms'] as const;

export interface QuickAccessDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The code went out: the page opens the verify dialog showing where. */
  onCodeSent: (contact: PendingContact) => void;
  /** 'I already have a code'. */
  onHaveCode: () => void;
  /** The closing fade is over (the page opens the verify dialog only then: one dialog at a time). */
  onClosed?: () => void;
}

/** Spec §2 quick-access dialog: e-mail, terms (remembered per policy link), send; or switch to 'I already have a code'. */
export default function QuickAccessDialog({
  opened,
  onClose,
  onCodeSent,
  onHaveCode,
  onClosed,
}: QuickAccessDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthDialog opened={opened} onClose={onClose} title={t('quickAccess.title')} onClosed={onClosed}>
      {/* Inside the dialog (a Modal), so closing it unmounts the form and the next opening starts clean. */}
      <QuickAccessForm onCodeSent={onCodeSent} onHaveCode={onHaveCode} />
    </AuthDialog>
  );
}

function PolicyLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="always">
      {children}
      <VisuallyHidden> {t('login.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}

function QuickAccessForm({ onCodeSent, onHaveCode }: Pick<QuickAccessDialogProps, 'onCodeSent' | 'onHaveCode'>) {
  const { t } = useTranslation(['auth', 'validation']);
  const brand = useBrand();
  const sendCode = useSendCode();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<QuickAccessValues>({
    resolver: zodResolver(quickAccessSchema),
    defaultValues: { email: '', terms: hasAcceptedTerms(brand.policyUrl) },
  });
  const { errorText, warnFirst } = useFormFeedback('quick-access', errors);

  const onValid = async ({ email }: QuickAccessValues) => {
    const contact = await sendCode.send({ email });
    if (contact) onCodeSent(contact);
  };

  return (
    <form
      noValidate
      // Spec §5: an empty or malformed e-mail, or terms not ticked, is a warning toast; the fields say which, too.
      onSubmit={(event) => void handleSubmit(onValid, (fieldErrors) => warnFirst(fieldErrors, FIELD_ORDER))(event)}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('quickAccess.description')}
        </Text>
        <EmailInput
          {...register('email')}
          label={t('quickAccess.emailLabel')}
          placeholder={t('quickAccess.emailPlaceholder')}
          data-autofocus
          error={errorText(errors.email)}
        />
        <Controller
          control={control}
          name="terms"
          render={({ field }) => (
            <Checkbox
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const accepted = event.currentTarget.checked;
                field.onChange(accepted);
                rememberTermsAcceptance(brand.policyUrl, accepted);
              }}
              label={
                <Trans
                  t={t}
                  i18nKey="quickAccess.terms"
                  components={{ policy: <PolicyLink href={brand.policyUrl} /> }}
                />
              }
              error={errorText(errors.terms)}
              aria-invalid={errors.terms ? true : undefined}
            />
          )}
        />
        <Button type="submit" fullWidth size="md" loading={sendCode.isPending}>
          {t('quickAccess.send')}
        </Button>
        <LinkButton onClick={onHaveCode} ta="center">
          {t('quickAccess.haveCode')}
        </LinkButton>
      </Stack>
    </form>
  );
}
