import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProtocolContactUpdate } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { protocolKeys } from '../../../lib/protocol-keys';

/**
 * PATCH /returns/protocols/updateProtocolData/b2c: the contact phone and pickup address (the only fields the server
 * accepts). A refusal (400, or 409 once the protocol moved on) shows the server's message as the error toast.
 */
export async function updateProtocolContact(update: ProtocolContactUpdate): Promise<void> {
  await apiRequest<unknown>('/returns/protocols/updateProtocolData/b2c', { method: 'PATCH', body: update });
}

/** After saving, the detail and its history (a new 'Comments' entry says what changed) load again. */
export function useUpdateProtocolContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProtocolContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.all }),
  });
}
