import { useEffect, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { dismissNotification, notifyWarning } from '../../../lib/notify';
import type { FieldMessages } from '../lib/form-schemas';

/**
 * How the login dialogs say what is wrong (spec §5): a warning toast and the text under the field. `toastScope` is the
 * dialog's toast kind ('quick-access', 'verify-code'): a newer warning of the dialog replaces the older one, and the
 * toast goes away as soon as the field it names is fixed. Pass the form's current `errors` to get that.
 */
export function useFormFeedback(toastScope: string, errors?: FieldMessages) {
  const { t } = useTranslation(['auth', 'validation']);
  const toastKind = `${toastScope}-warning`;
  // The field the toast on screen is about; null when the toast names no field (or none is shown).
  const [toastField, setToastField] = useState<string | null>(null);

  // react-hook-form checks again as the shopper types after a failed send: a field that became valid takes its
  // toast away, instead of leaving it on screen for seconds after the fix.
  // The toast is raised before react-hook-form publishes the errors: the field counts as fixed only after its error
  // has been seen on screen and is gone again.
  const fieldInError = toastField !== null && Boolean(errors?.[toastField]?.message);
  const [errorSeen, setErrorSeen] = useState(false);
  if (fieldInError && !errorSeen) setErrorSeen(true);
  const fieldFixed = errors !== undefined && errorSeen && !fieldInError;
  useEffect(() => {
    if (fieldFixed) dismissNotification(toastKind);
  }, [fieldFixed, toastKind]);

  /** Message of a field error: ours are i18n keys, the API's (type 'server') are already in the shopper's language. */
  const errorText = (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message);
  };

  /** One toast per dialog: pressing send again replaces it rather than stacking copies. */
  const warn = (messageKey: string, field: string | null = null) => {
    setToastField(field);
    setErrorSeen(false);
    notifyWarning(t(messageKey), { id: toastKind });
  };

  /** One toast per attempt: the first error in the order the fields appear on screen. */
  const warnFirst = (fieldErrors: FieldMessages, fieldOrder: readonly string[]) => {
    const field = fieldOrder.find((name) => fieldErrors[name]?.message);
    const message = field ? fieldErrors[field]?.message : undefined;
    if (field && message) warn(message, field);
  };

  return { errorText, warn, warnFirst };
}
