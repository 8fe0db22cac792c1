import { CONTACT_TYPE } from '@portal/domain';
import { useMemo } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useProtocol } from '../api/get-protocol';
import { useProtocolFiles } from '../api/get-protocol-files';
import { useProtocolHistory } from '../api/get-protocol-history';
import { useProtocolItems } from '../api/get-protocol-items';
import { useProtocolTimeline } from '../api/get-protocol-timeline';
import { useStockouts } from '../api/get-stockouts';
import { buildTimelineSteps } from '../lib/timeline-steps';

/** A protocol id in the address: digits only, above zero; anything else is not a protocol of anyone. */
export function parseProtocolId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Everything the detail shows, loaded side by side (the protocol, its history, timeline, items and files; its
 * stockouts once it is known to be a store stockout). The page is 'notFound' when the id is not the shopper's (any
 * call answers 404, or the list narrowed to it is empty), 'error' when a call failed otherwise.
 */
export function useProtocolDetail(prtId: number | null) {
  const valid = prtId !== null;
  const id = prtId ?? 0;
  const protocol = useProtocol(id, valid);
  const history = useProtocolHistory(id, valid);
  const timeline = useProtocolTimeline(id, valid);
  const items = useProtocolItems(id, valid);
  const files = useProtocolFiles(id, valid);
  const isStockout = protocol.data?.CTO_ID === CONTACT_TYPE.STORE_STOCKOUT;
  const stockouts = useStockouts(id, valid && isStockout);

  const core = [protocol, history, timeline, items] as const;
  const steps = useMemo(
    () => (history.data && timeline.data ? buildTimelineSteps(history.data, timeline.data) : []),
    [history.data, timeline.data],
  );

  let state: 'notFound' | 'error' | 'loading' | 'ready';
  if (!valid || core.some((query) => isNotFound(query.error)) || protocol.data === null) state = 'notFound';
  else if (core.some((query) => query.isError)) state = 'error';
  else if (core.some((query) => query.isPending)) state = 'loading';
  else state = 'ready';

  const retry = () => {
    for (const query of core) if (query.isError) void query.refetch();
  };

  return {
    state,
    retry,
    protocol: protocol.data ?? null,
    history: history.data ?? [],
    steps,
    items,
    files,
    isStockout,
    stockouts,
  };
}
