import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import type { ReactNode } from 'react';
import { Anchor, Button, Checkbox, Group, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Trans } from '../../../lib/translation/trans';
import { useBrand } from '../../../lib/brand-context';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { useSendCode } from '../hooks/use-send-code';
import { quickAccessSchema, type QuickAccessValues } from '../lib/form-schemas';
import type { PendingContact } from '../lib/pending-contact';
import { hasAcceptedTerms, rememberTermsAcceptance } from '../../../lib/terms-acceptance';
import { AuthDialog } from './auth-dialog';
import classes from './auth-dialogs.module.css';
import { EmailInput } from './email-input';
import { LinkButton } from './link-button';
import { PhoneField } from './phone-field';

const FIELD_ORDER = ['email', 'phone', 'terms'] as const;

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

/**
 * Spec §2 quick-access dialog: e-mail or, for a shopper who has only her phone, SMS (issue 23 item 9), terms (remembered per policy link), send; or switch to 'I already have a code'. */
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
    defaultValues: { channel: 'email', email: '', phone: '', terms: hasAcceptedTerms(brand.policyUrl) },
  });
  const channel = useWatch({ control, name: 'channel' });
  const { errorText, warnFirst } = useFormFeedback('quick-access', errors);

  const onValid = async ({ channel: chosen, email, phone }: QuickAccessValues) => {
    const contact = await sendCode.send(chosen === 'email' ? { email } : { fone: phone });
    if (contact) onCodeSent(contact);
  };

  return (
    <form
      noValidate
      // Spec §5: an empty or malformed e-mail, or terms not ticked, is a warning toast; the fields say which, too.
      onSubmit={(event) => void handleSubmit(onValid, (fieldErrors) => warnFirst(fieldErrors, FIELD_ORDER))(event)}
    >
      <Stack gap="md">
        <Controller
          control={control}
          name="channel"
          render={({ field }) => (
            <Radio.Group
              name={field.name}
              label={t('quickAccess.channelLegend')}
              classNames={{ label: classes.channelLegend }}
              value={field.value}
              onChange={field.onChange}
            >
              <Group gap="lg" mt={6}>
                <Radio ref={field.ref} value="email" label={t('quickAccess.channelEmail')} />
                <Radio value="phone" label={t('quickAccess.channelPhone')} />
              </Group>
            </Radio.Group>
          )}
        />
        <Text size="sm" c="dimmed">
          {channel === 'email' ? t('quickAccess.description') : t('quickAccess.descriptionPhone')}
        </Text>
        {channel === 'email' ? (
          <EmailInput
            {...register('email')}
            label={t('quickAccess.emailLabel')}
            placeholder={t('quickAccess.emailPlaceholder')}
            data-autofocus
            error={errorText(errors.email)}
          />
        ) : (
          <PhoneField
            control={control}
            name="phone"
            label={t('quickAccess.phoneLabel')}
            placeholder={t('verify.phonePlaceholder')}
            error={errorText(errors.phone)}
          />
        )}
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
