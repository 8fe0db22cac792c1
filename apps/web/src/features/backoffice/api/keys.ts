import type { Language } from '@portal/domain';
import type { QueueFilters } from '../lib/queue-filters';
import type { ReportFilters } from '../lib/report-filters';

/** Query keys of the console, all under 'backoffice' so signing out drops them at once. */
export const backofficeKeys = {
  all: ['backoffice'] as const,
  me: () => [...backofficeKeys.all, 'me'] as const,
  // Names of reasons, desires and history notes come in the request language: a switch reads them again.
  queue: (filters: QueueFilters, language: Language) => [...backofficeKeys.all, 'queue', filters, language] as const,
  protocol: (prtId: number, language: Language) => [...backofficeKeys.all, 'protocol', prtId, language] as const,
  protocols: () => [...backofficeKeys.all, 'protocol'] as const,
  // Under protocols(): a move (an approval issues the code) reads the shipping again with the rest.
  shipment: (prtId: number, language: Language) =>
    [...backofficeKeys.all, 'protocol', prtId, 'shipment', language] as const,
  report: (filters: ReportFilters, language: Language) => [...backofficeKeys.all, 'report', filters, language] as const,
  operators: () => [...backofficeKeys.all, 'operators'] as const,
};
