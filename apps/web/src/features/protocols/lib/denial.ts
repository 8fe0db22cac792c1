import { isDenialStatus, type ProtocolHistoryEntry } from '@portal/domain';

/**
 * Why a denied protocol was closed (issue 23): the operator's reason (MSG_DESC) of the history entry that closed it,
 * else that entry's note (a system closing, such as the expiry, says why in its note). Null while the protocol is not
 * denied, or when the closing entry says nothing.
 */
export function denialReason(statusId: number, history: readonly ProtocolHistoryEntry[]): string | null {
  if (!isDenialStatus(statusId)) return null;
  const closing = history.findLast((entry) => entry.SIT_ID === statusId);
  const reason = closing?.MSG_DESC?.trim() || closing?.PHS_OBS?.trim();
  return reason || null;
}
