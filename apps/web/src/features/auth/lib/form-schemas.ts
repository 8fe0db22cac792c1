/**
 * What the quick-access and verify-code dialogs check before calling the API (spec §5 'Quick access', 'Verify code').
 * Each message is an i18n key ('namespace:key'): the rules shared with the API speak through the domain's
 * `validation` namespace, so the dialog and the API word them alike.
 */
import { z } from 'zod';
import { isValidEmail, isValidPhone, VERIFY_CODE_MAX_LENGTH } from '@portal/domain';

export const MESSAGE = {
  emailRequired: 'auth:errors.emailRequired',
  phoneRequired: 'auth:errors.phoneRequired',
  invalidEmail: 'validation:invalidEmail',
  invalidPhone: 'validation:invalidPhone',
  termsNotAccepted: 'validation:termsNotAccepted',
  chooseEmailOrPhone: 'validation:chooseEmailOrPhone',
  codeRequired: 'auth:errors.codeRequired',
  invalidCode: 'validation:invalidCode',
} as const;

const CODE_PATTERN = new RegExp(`^\\d{1,${VERIFY_CODE_MAX_LENGTH}}$`);

/**
 * The phone fields hold what formatPhoneInput shows: a national '(21) 99876-5432' (sent with DDI 55, spec §9) or
 * '+55 (21) 99876-5432'. The domain rule takes both, and refuses a '+' number typed half-way.
 */
export function isCompletePhone(value: string): boolean {
  return isValidPhone(value);
}

/**
 * Quick access: the code by e-mail or, for a shopper who has only her phone, by SMS (issue 23 item 9); both go
 * through the same code request of the API. Only the chosen channel's field is checked.
 */
export const quickAccessSchema = z
  .object({
    channel: z.enum(['email', 'phone']),
    email: z.string().trim(),
    phone: z.string().trim(),
    terms: z.boolean().refine((accepted) => accepted, MESSAGE.termsNotAccepted),
  })
  .superRefine((values, ctx) => {
    if (values.channel === 'email') {
      if (values.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGE.emailRequired });
      else if (!isValidEmail(values.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGE.invalidEmail });
    } else if (values.phone === '') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGE.phoneRequired });
    } else if (!isCompletePhone(values.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGE.invalidPhone });
    }
  });
export type QuickAccessValues = z.input<typeof quickAccessSchema>;

export const verifyCodeSchema = z
  .object({
    /** '' until the shopper says where the code went (only asked when the dialog does not know). */
    channel: z.enum(['email', 'phone', '']),
    email: z.string().trim(),
    phone: z.string().trim(),
    code: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.channel === '') {
      ctx.addIssue({ code: 'custom', path: ['channel'], message: MESSAGE.chooseEmailOrPhone });
    } else if (values.channel === 'email' && !isValidEmail(values.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGE.invalidEmail });
    } else if (values.channel === 'phone' && !isCompletePhone(values.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGE.invalidPhone });
    }
    if (values.code === '') {
      ctx.addIssue({ code: 'custom', path: ['code'], message: MESSAGE.codeRequired });
    } else if (!CODE_PATTERN.test(values.code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: MESSAGE.invalidCode });
    }
  });
export type VerifyCodeValues = z.input<typeof verifyCodeSchema>;

export const phoneSchema = z.object({
  phone: z
    .string()
    .trim()
    .refine((phone) => isCompletePhone(phone), MESSAGE.invalidPhone),
});
export type PhoneValues = z.input<typeof phoneSchema>;

/** A form's errors by field, as react-hook-form reports them: only the message matters here. */
export type FieldMessages = Partial<Record<string, { message?: string } | undefined>>;

/** The first message among `errors`, in the order the fields appear on screen (one toast per attempt). */
export function firstErrorMessage(errors: FieldMessages, fieldOrder: readonly string[]): string | null {
  for (const field of fieldOrder) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return null;
}
