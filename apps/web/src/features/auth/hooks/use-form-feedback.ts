import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '../../../lib/notify';
import { firstErrorMessage, type FieldMessages } from '../lib/form-schemas';

/**
 * How the login dialogs say what is wrong (spec §5): a warning toast and the text under the field. `toastScope` keeps
 * each dialog's toast ids apart ('quick-access', 'verify-code').
 */
export function useFormFeedback(toastScope: string) {
  const { t } = useTranslation(['auth', 'validation']);

  /** Message of a field error: ours are i18n keys, the API's (type 'server') are already in the shopper's language. */
  const errorText = (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message);
  };

  /** One toast per message: pressing send again does not stack copies (a toast with a shown id is not repeated). */
  const warn = (messageKey: string) => {
    notifyWarning(t(messageKey), { id: `${toastScope}-warning:${messageKey}` });
  };

  /** One toast per attempt: the first error in the order the fields appear on screen. */
  const warnFirst = (fieldErrors: FieldMessages, fieldOrder: readonly string[]) => {
    const message = firstErrorMessage(fieldErrors, fieldOrder);
    if (message) warn(message);
  };

  return { errorText, warn, warnFirst };
}
