import { queryOptions, useQuery } from '@tanstack/react-query';
import { protocolFilesResponseSchema, type ProtocolFilesResponse } from '@portal/domain';
import { API_BASE, apiRequest } from '../../../lib/api-client';
import { protocolKeys } from '../../../lib/protocol-keys';
import { NOT_FOUND_IS_A_PAGE } from './not-found-is-a-page';

/**
 * GET /returns/protocols/b2c/files/{prt_id}: the photos and invoice files sent with the protocol, and the files it
 * still needs (`missingFiles`, issue 13).
 */
export async function getProtocolFiles(prtId: number, signal?: AbortSignal): Promise<ProtocolFilesResponse> {
  const body = await apiRequest<unknown>(`/returns/protocols/b2c/files/${prtId}`, {
    signal,
    quietStatuses: NOT_FOUND_IS_A_PAGE,
  });
  return protocolFilesResponseSchema.parse(body);
}

/**
 * Where one file's content is served (owner only, as an attachment): an <img> of the same origin sends the session
 * cookie, so the thumbnails and the viewer read it directly.
 */
export function protocolFileUrl(prtId: number, fileId: number): string {
  return `${API_BASE}/returns/protocols/b2c/files/${prtId}/${fileId}`;
}

export const protocolFilesQueryOptions = (prtId: number) =>
  queryOptions({ queryKey: protocolKeys.files(prtId), queryFn: ({ signal }) => getProtocolFiles(prtId, signal) });

export function useProtocolFiles(prtId: number, enabled: boolean) {
  return useQuery({ ...protocolFilesQueryOptions(prtId), enabled });
}
