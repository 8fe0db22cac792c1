import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import type { ReactNode } from 'react';
import { Anchor, Button, Checkbox, Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand-context';
import { notifyWarning } from '../../../lib/notify';
import { useRequestCode } from '../api/request-code';
import { firstErrorMessage, quickAccessSchema, type QuickAccessValues } from '../lib/form-schemas';
import type { PendingContact } from '../lib/pending-contact';
import { hasAcceptedTerms, rememberTermsAcceptance } from '../lib/terms-acceptance';
import classes from './auth-dialogs.module.css';

/** One toast per message: pressing send again does not stack copies (a toast with a shown id is not repeated). */
const warningToastId = (message: string) => `quick-access-warning:${message}`;
const FIELD_ORDER = ['email', 'terms'] as const;

export interface QuickAccessDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The code went out: the page opens the verify dialog showing where. */
  onCodeSent: (contact: PendingContact) => void;
  /** 'I already have a code'. */
  onHaveCode: () => void;
  /** False when the dialog closes to hand over to the verify dialog, which takes the focus instead. */
  returnFocus?: boolean;
}

/** Spec §2 quick-access dialog: e-mail, terms (remembered per policy link), send; or switch to 'I already have a code'. */
export default function QuickAccessDialog({
  opened,
  onClose,
  onCodeSent,
  onHaveCode,
  returnFocus = true,
}: QuickAccessDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('quickAccess.title')}
      centered
      radius="lg"
      size="md"
      classNames={{ title: classes.dialogTitle }}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('common:alert.close') }}
    >
      {/* Inside the Modal, so closing it unmounts the form and the next opening starts clean. */}
      <QuickAccessForm onCodeSent={onCodeSent} onHaveCode={onHaveCode} />
    </Modal>
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
  const requestCode = useRequestCode(brand.id);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<QuickAccessValues>({
    resolver: zodResolver(quickAccessSchema),
    defaultValues: { email: '', terms: hasAcceptedTerms(brand.policyUrl) },
  });

  const onValid = async ({ email }: QuickAccessValues) => {
    try {
      const sent = await requestCode.mutateAsync({ email });
      onCodeSent({ channel: sent.channel, value: sent.value, masked: sent.user, sentAt: Date.now() });
    } catch {
      // The API client already showed the refusal (spec §8), e.g. the 429 'wait N seconds'; the form stays as typed.
    }
  };

  // Spec §5: an empty or malformed e-mail, or terms not ticked, is a warning toast; the fields say which, too.
  const onInvalid = (fieldErrors: FieldErrors<QuickAccessValues>) => {
    const message = firstErrorMessage(fieldErrors, FIELD_ORDER);
    if (message) notifyWarning(t(message), { id: warningToastId(message) });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('quickAccess.description')}
        </Text>
        <TextInput
          {...register('email')}
          label={t('quickAccess.emailLabel')}
          placeholder={t('quickAccess.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          data-autofocus
          error={errors.email?.message ? t(errors.email.message) : undefined}
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
              error={errors.terms?.message ? t(errors.terms.message) : undefined}
              aria-invalid={errors.terms ? true : undefined}
            />
          )}
        />
        <Button type="submit" fullWidth size="md" loading={requestCode.isPending}>
          {t('quickAccess.send')}
        </Button>
        <Anchor component="button" type="button" className={classes.linkButton} onClick={onHaveCode} ta="center">
          {t('quickAccess.haveCode')}
        </Anchor>
      </Stack>
    </form>
  );
}
