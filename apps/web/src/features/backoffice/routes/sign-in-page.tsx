import { useState } from 'react';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { ONE_TIME_CODE_LENGTH } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { useLocation } from 'react-router';
import { useConsoleTitle } from '../lib/use-console-title';
import { requestSignInCode, submitTotp, verifySignInCode } from '../api/auth';
import { isBackofficeError } from '../api/client';
import { backofficeKeys } from '../api/keys';
import { SingleFieldForm } from '../components/single-field-form';
import { TotpEnrolment } from '../components/totp-enrolment';
import { codeInput, codeProblem, emailProblem, TOTP_DIGITS } from '../lib/sign-in-fields';

/** What the frame tells this page: where the operator was going, and whether their session just ended. */
export interface SignInLocationState {
  from?: string;
  expired?: boolean;
}

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string }
  | { name: 'enrol'; email: string; otpauthUri: string; qrSvg: string }
  | { name: 'totp'; email: string };

/**
 * /backoffice/login: e-mail → one-time code → TOTP (issue 14). The first sign-in enrols the authenticator app from
 * the QR code (or the otpauth address, for apps on the same computer). Errors come from the API in the operator's
 * language; a field's own problem shows under it before anything is sent.
 */
export default function SignInPage() {
  const { t } = useTranslation('backoffice');
  useConsoleTitle(t('signIn.title'));
  const queryClient = useQueryClient();
  const state = useLocation().state as SignInLocationState | null;
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const goTo = (next: Step) => {
    setStep(next);
    setValue('');
    setFieldError(null);
  };

  /** Runs one call: a refused answer stays on the step with the server's sentence; a lost pre-auth starts over. */
  const run = async (call: () => Promise<void>) => {
    setPending(true);
    setServerError(null);
    setNotice(null);
    try {
      await call();
    } catch (error) {
      const message = isBackofficeError(error) ? error.message : t('common:errors.generic');
      // The pre-auth cookie lasts minutes: past it, the code or token step cannot finish; the e-mail step can.
      if (isBackofficeError(error) && error.code === 'preauth_missing') goTo({ name: 'email' });
      setServerError(message);
    } finally {
      setPending(false);
    }
  };

  const submit = () => {
    const problem =
      step.name === 'email'
        ? emailProblem(value)
        : codeProblem(value, step.name === 'code' ? ONE_TIME_CODE_LENGTH : TOTP_DIGITS);
    setFieldError(problem ? t(problem) : null);
    if (problem) return;
    if (step.name === 'email') {
      const email = value.trim();
      void run(async () => {
        await requestSignInCode(email);
        goTo({ name: 'code', email });
      });
    } else if (step.name === 'code') {
      void run(async () => {
        const answer = await verifySignInCode(step.email, value);
        goTo(
          answer.next === 'totp'
            ? { name: 'totp', email: step.email }
            : { name: 'enrol', email: step.email, ...answer },
        );
      });
    } else {
      void run(async () => {
        const operator = await submitTotp(value);
        // The frame sees the operator and moves on to where they were going.
        queryClient.setQueryData(backofficeKeys.me(), operator);
      });
    }
  };

  const resend = (email: string) =>
    void run(async () => {
      await requestSignInCode(email);
      setNotice(t('signIn.codeResent'));
    });

  const change = (text: string) =>
    setValue(step.name === 'email' ? text : codeInput(text, step.name === 'code' ? ONE_TIME_CODE_LENGTH : TOTP_DIGITS));
  const codeProps = { inputMode: 'numeric' as const, autoComplete: 'one-time-code' };

  return (
    <Paper withBorder p="lg" maw={440} mx="auto" mt="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('signIn.title')}
        </Title>
        {state?.expired && step.name === 'email' ? (
          <Alert color="yellow" title={t('signIn.expiredTitle')}>
            {t('signIn.expired')}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert color="red" role="alert" title={t('common:alert.error')}>
            {serverError}
          </Alert>
        ) : null}
        {notice ? (
          <Text role="status" size="sm">
            {notice}
          </Text>
        ) : null}
        {step.name === 'email' ? (
          <SingleFieldForm
            key="email"
            label={t('signIn.email')}
            value={value}
            onChange={change}
            error={fieldError}
            submitLabel={t('signIn.sendCode')}
            pending={pending}
            onSubmit={submit}
            inputProps={{ type: 'email', autoComplete: 'username', description: t('signIn.emailHint') }}
          />
        ) : null}
        {step.name === 'code' ? (
          <SingleFieldForm
            key="code"
            label={t('signIn.code')}
            value={value}
            onChange={change}
            error={fieldError}
            submitLabel={t('signIn.verifyCode')}
            pending={pending}
            onSubmit={submit}
            inputProps={{ ...codeProps, description: t('signIn.codeSent', { email: step.email }) }}
          >
            <Anchor component="button" type="button" size="sm" onClick={() => resend(step.email)}>
              {t('signIn.resend')}
            </Anchor>
          </SingleFieldForm>
        ) : null}
        {step.name === 'enrol' ? <TotpEnrolment otpauthUri={step.otpauthUri} qrSvg={step.qrSvg} /> : null}
        {step.name === 'enrol' || step.name === 'totp' ? (
          <SingleFieldForm
            key="totp"
            label={t('signIn.totp')}
            value={value}
            onChange={change}
            error={fieldError}
            submitLabel={t('signIn.signIn')}
            pending={pending}
            onSubmit={submit}
            // On enrolment the QR code comes first: the field does not pull focus past it.
            inputProps={{ ...codeProps, description: t('signIn.totpHint'), autoFocus: step.name === 'totp' }}
          />
        ) : null}
        {step.name !== 'email' ? (
          <Anchor component="button" type="button" size="sm" onClick={() => goTo({ name: 'email' })}>
            {t('signIn.otherEmail')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
