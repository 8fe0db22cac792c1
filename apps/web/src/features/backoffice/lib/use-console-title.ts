import { useTranslation } from '../../../lib/translation';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * The tab names the console's page and the console ('Fila de protocolos — Console de atendimento'), never a shopper
 * brand: an operator works several brands, and the host's brand is only the address the console was opened at.
 */
export function useConsoleTitle(page: string): void {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(page, t('header.title'));
}
