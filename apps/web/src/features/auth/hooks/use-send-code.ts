import { useBrand } from '../../../lib/brand-context';
import { useRequestCode, type CodeTarget } from '../api/request-code';
import type { PendingContact } from '../lib/pending-contact';

/**
 * Asks for a one-time code of the current brand. Resolves to where it went, or to null when the API refused it
 * (429 'wait N seconds', delivery failure): the API client already showed why (spec §8), and the dialog stays as typed.
 */
export function useSendCode() {
  const brand = useBrand();
  const requestCode = useRequestCode(brand.id);

  const send = async (target: CodeTarget): Promise<PendingContact | null> => {
    try {
      const sent = await requestCode.mutateAsync(target);
      return { channel: sent.channel, value: sent.value, masked: sent.user, sentAt: Date.now() };
    } catch {
      return null;
    }
  };

  return { send, isPending: requestCode.isPending };
}
