import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { useEffect, useId, useState } from 'react';
import { Button, Flex, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Trans } from '../../../lib/translation/trans';
import { formatVerificationCode, ONE_TIME_CODE_TTL_MINUTES, VERIFY_CODE_MAX_LENGTH } from '@portal/domain';
import { isApiError, showErrorToast } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand-context';
import { dismissNotification, notifyError, notifySuccess } from '../../../lib/notify';
import { useLoginWithCode } from '../api/login-with-code';
import type { CodeTarget } from '../api/request-code';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { useSendCode } from '../hooks/use-send-code';
import { phoneSchema, verifyCodeSchema, type PhoneValues, type VerifyCodeValues } from '../lib/form-schemas';
import type { PendingContact } from '../lib/pending-contact';
import { clearSession, hasIdentity, saveSession, type SessionUserInput } from '../session';
import { AuthDialog } from './auth-dialog';
import classes from './auth-dialogs.module.css';
import { EmailInput } from './email-input';
import { LinkButton } from './link-button';
import { PhoneField } from './phone-field';

const PHONE_ERROR_TOAST_ID = 'verify-code-phone-error';
const FIELD_ORDER = ['channel', 'email', 'phone', 'code'] as const;
const CHANNEL_FIELDS = ['channel', 'email', 'phone'] as const;

export interface VerifyCodeDialogProps {
  opened: boolean;
  /** Where the last code went; null when the dialog must ask (opened from 'I already have a code' with nothing sent). */
  contact: PendingContact | null;
  /** A new code went out (resend, or by phone): the page remembers where. */
  onContactChange: (contact: PendingContact) => void;
  /** Closed with the × or Escape: what was sent is kept for 'I already have a code'. */
  onClose: () => void;
  /** The closing fade is over (the page gives the focus back to the button that started). */
  onClosed?: () => void;
  /** Cancel: forgets the stored e-mail/phone (spec §4) and closes. */
  onCancel: () => void;
  /** Logged in and the session saved: the page goes to '/'. */
  onLoggedIn: () => void;
}

/** Spec §2 verify-code dialog. Each opening starts a fresh form (the Modal unmounts its content when closed). */
export default function VerifyCodeDialog({ opened, onClose, onClosed, ...formProps }: VerifyCodeDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthDialog opened={opened} onClose={onClose} onClosed={onClosed} title={t('verify.title')}>
      <VerifyCodeForm {...formProps} />
    </AuthDialog>
  );
}

type ChannelValues = Pick<VerifyCodeValues, 'channel' | 'email' | 'phone'>;

function valuesFor(contact: PendingContact | null): ChannelValues {
  return {
    channel: contact?.channel ?? '',
    email: contact?.channel === 'email' ? contact.value : '',
    phone: contact?.channel === 'phone' ? contact.value : '',
  };
}

/**
 * Who the code is for: where the dialog knows it went, else the e-mail or phone the shopper gave. The request's domain
 * schema normalises it (lower-case e-mail, phone digits).
 */
function codeTarget(destination: PendingContact | null, values: ChannelValues): CodeTarget {
  const { channel, email, phone } = destination ? valuesFor(destination) : values;
  return channel === 'email' ? { email } : { fone: phone };
}

type VerifyCodeFormProps = Omit<VerifyCodeDialogProps, 'opened' | 'onClose' | 'onClosed'>;

function VerifyCodeForm({ contact, onContactChange, onCancel, onLoggedIn }: VerifyCodeFormProps) {
  const { t } = useTranslation(['auth', 'validation']);
  const brand = useBrand();
  const formId = useId();
  const [destination, setDestination] = useState<PendingContact | null>(contact);
  const [openedAt] = useState(() => Date.now());
  // Runs from when the code was asked for, so reopening the dialog does not reset the spacing the API enforces.
  const countdown = useResendCountdown(contact?.sentAt ?? openedAt);
  const [phonePanelOpen, setPhonePanelOpen] = useState(false);
  const sendCode = useSendCode();
  const login = useLoginWithCode(brand.id);

  const form = useForm<VerifyCodeValues>({
    resolver: zodResolver(verifyCodeSchema),
    defaultValues: { ...valuesFor(contact), code: '' },
  });
  const phoneForm = useForm<PhoneValues>({ resolver: zodResolver(phoneSchema), defaultValues: { phone: '' } });
  // The 'invalid phone' toast goes once the phone typed is valid.
  const phoneInvalid = phoneForm.formState.errors.phone !== undefined;
  useEffect(() => {
    if (!phoneInvalid) dismissNotification(PHONE_ERROR_TOAST_ID);
  }, [phoneInvalid]);
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const channel = useWatch({ control, name: 'channel' });
  const { errorText, warn, warnFirst } = useFormFeedback('verify-code', errors);

  /** Sends a code and shows where it went; false when the API refused it. */
  const sendNewCode = async (target: CodeTarget): Promise<boolean> => {
    const next = await sendCode.send(target);
    if (!next) return false;
    setDestination(next);
    onContactChange(next);
    for (const [field, value] of Object.entries(valuesFor(next))) {
      form.setValue(field as keyof ChannelValues, value);
    }
    form.clearErrors([...CHANNEL_FIELDS, 'code']);
    countdown.restart(next.sentAt);
    notifySuccess(t('verify.resent', { destination: next.masked }));
    return true;
  };

  const onResend = async () => {
    // Nothing sent from here yet: the shopper says where, with the same checks as for logging in.
    if (!destination && !(await form.trigger([...CHANNEL_FIELDS]))) {
      // getFieldState reads the errors trigger() just set; formState is the snapshot of the last render.
      const fieldErrors = Object.fromEntries(CHANNEL_FIELDS.map((field) => [field, form.getFieldState(field).error]));
      warnFirst(fieldErrors, CHANNEL_FIELDS);
      return;
    }
    await sendNewCode(codeTarget(destination, form.getValues()));
  };

  const onSendByPhone = async ({ phone }: PhoneValues) => {
    if (await sendNewCode({ fone: phone })) {
      setPhonePanelOpen(false);
      phoneForm.reset();
    }
  };

  const onValid = async (values: VerifyCodeValues) => {
    let answer;
    try {
      answer = await login.mutateAsync({ tokenCode: values.code.trim(), target: codeTarget(destination, values) });
    } catch (error) {
      // Wrong, expired, used or blocked code: the code field says so, and nothing else does. Any other failure (no
      // connection, a 5xx) has no field to speak from: the toast, with the support code.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      } else if (isApiError(error)) {
        showErrorToast(error);
      }
      return;
    }
    // Spec §5: an answer without a user means there is no customer to sign in.
    let signedIn = false;
    if (answer.user && typeof answer.user === 'object') {
      try {
        signedIn = hasIdentity(saveSession(answer.user as SessionUserInput));
      } catch {
        signedIn = false;
      }
    }
    if (!signedIn) {
      clearSession();
      warn('validation:customerHasNoEmail');
      return;
    }
    onLoggedIn();
  };

  const showPhoneLink = countdown.attempts > 0 && destination?.channel !== 'phone' && !phonePanelOpen;

  return (
    <Stack gap="md">
      <form
        id={formId}
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(onValid, (fieldErrors) => warnFirst(fieldErrors, FIELD_ORDER))(event)
        }
      >
        <Stack gap="md">
          {destination ? (
            <div role="status">
              <Text>
                <Trans
                  t={t}
                  i18nKey="verify.sentTo"
                  values={{ destination: destination.masked }}
                  components={{ strong: <strong /> }}
                />
              </Text>
              <Text size="sm" c="dimmed">
                {t('verify.validFor', { minutes: ONE_TIME_CODE_TTL_MINUTES })}
                {destination.channel === 'email' ? ` ${t('verify.checkSpam')}` : null}
              </Text>
            </div>
          ) : (
            <div>
              <Controller
                control={control}
                name="channel"
                render={({ field }) => (
                  // One choice of two (spec §2): a radio group named by the question, so choosing one drops the other.
                  <Radio.Group
                    name={field.name}
                    label={t('verify.whereLegend')}
                    classNames={{ label: classes.channelLegend }}
                    value={field.value}
                    onChange={field.onChange}
                  >
                    <Stack gap="xs">
                      <Radio ref={field.ref} value="email" label={t('verify.haveEmailCode')} data-autofocus />
                      <Radio value="phone" label={t('verify.havePhoneCode')} />
                    </Stack>
                  </Radio.Group>
                )}
              />
              {errors.channel ? (
                <Text size="sm" c="var(--mantine-color-error)" mt={6}>
                  {errorText(errors.channel)}
                </Text>
              ) : null}
            </div>
          )}
          {!destination && channel === 'email' ? (
            <EmailInput {...register('email')} label={t('verify.emailLabel')} error={errorText(errors.email)} />
          ) : null}
          {!destination && channel === 'phone' ? (
            <PhoneField
              control={control}
              name="phone"
              label={t('verify.phoneLabel')}
              placeholder={t('verify.phonePlaceholder')}
              error={errorText(errors.phone)}
            />
          ) : null}
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <TextInput
                ref={field.ref}
                name={field.name}
                label={t('verify.codeLabel')}
                description={t('verify.codeDescription', { max: VERIFY_CODE_MAX_LENGTH })}
                value={field.value}
                onChange={(event) => field.onChange(formatVerificationCode(event.currentTarget.value))}
                // maxLength cuts a pasted 'Código: 915456' to 'Código:' before onChange sees it: the digits are
                // taken from the whole pasted text first (issue 23).
                onPaste={(event) => {
                  const pasted = event.clipboardData.getData('text');
                  if (!pasted) return;
                  event.preventDefault();
                  field.onChange(formatVerificationCode(pasted));
                }}
                onBlur={field.onBlur}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={VERIFY_CODE_MAX_LENGTH}
                withAsterisk
                classNames={{ input: classes.codeInput }}
                error={errorText(errors.code)}
                data-autofocus={destination ? true : undefined}
              />
            )}
          />
        </Stack>
      </form>

      <Stack gap={6} align="flex-start">
        <LinkButton disabled={!countdown.canResend || sendCode.isPending} onClick={() => void onResend()}>
          {countdown.canResend ? t('verify.resend') : t('verify.resendIn', { seconds: countdown.secondsLeft })}
        </LinkButton>
        {showPhoneLink ? <LinkButton onClick={() => setPhonePanelOpen(true)}>{t('verify.byPhone')}</LinkButton> : null}
      </Stack>

      {phonePanelOpen ? (
        <form
          className={classes.phonePanel}
          noValidate
          onSubmit={(event) =>
            void phoneForm.handleSubmit(onSendByPhone, () =>
              // Spec §5: a phone that fails the check is an error toast.
              notifyError(t('validation:invalidPhone'), { id: PHONE_ERROR_TOAST_ID }),
            )(event)
          }
        >
          <Stack gap="sm">
            <PhoneField
              control={phoneForm.control}
              name="phone"
              label={t('verify.byPhoneLabel')}
              placeholder={t('verify.phonePlaceholder')}
              error={errorText(phoneForm.formState.errors.phone)}
              autoFocus
            />
            {/* Side by side from 576 px; below, stacked full width with the send button first. */}
            <Flex gap="sm" justify="flex-end" direction={{ base: 'column-reverse', xs: 'row' }}>
              <Button variant="default" onClick={() => setPhonePanelOpen(false)} w={{ base: '100%', xs: 'auto' }}>
                {t('verify.byPhoneClose')}
              </Button>
              <Button type="submit" variant="outline" loading={sendCode.isPending} w={{ base: '100%', xs: 'auto' }}>
                {t('verify.byPhoneSend')}
              </Button>
            </Flex>
          </Stack>
        </form>
      ) : null}

      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onCancel}>
          {t('verify.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={login.isPending}>
          {t('verify.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
