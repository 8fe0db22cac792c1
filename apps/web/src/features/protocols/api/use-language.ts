import { useTranslation } from '../../../lib/translation';
import type { Language } from '@portal/domain';
import { currentLanguage } from '../../../lib/i18n';

/** The interface language, re-rendering on a switch: status and reason names are loaded again in the new one. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
