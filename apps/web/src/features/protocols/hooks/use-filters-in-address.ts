import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_STATUSES } from '../lib/filter-protocols';

/** The filters' names in the address: a reload, Back from a detail or a shared link keeps them (issue 23). */
export const FILTER_PARAMS = { text: 'q', status: 'situacao' } as const;

/**
 * The filters held in the address. Each change replaces the entry rather than pushing one, so Back leaves the list
 * instead of undoing keystrokes.
 *
 * A change builds on the last one asked for, not on the address last drawn: React Router's functional update reads the
 * search params of the last render, so a status picked before the page had drawn the text just typed replaced the
 * address without the text (seen in e2e: `q` gone, `situacao` kept). Once the address is drawn again it is the source.
 */
export function useFiltersInAddress() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<URLSearchParams | null>(null);
  const drawn = params.toString();
  useEffect(() => {
    asked.current = null;
  }, [drawn]);
  const set = useCallback(
    (name: string, value: string, fallback: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(asked.current ?? previous);
          if (value && value !== fallback) next.set(name, value);
          else next.delete(name);
          asked.current = next;
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    text: params.get(FILTER_PARAMS.text) ?? '',
    status: params.get(FILTER_PARAMS.status) ?? ALL_STATUSES,
    setText: useCallback((value: string) => set(FILTER_PARAMS.text, value, ''), [set]),
    setStatus: useCallback((value: string) => set(FILTER_PARAMS.status, value, ALL_STATUSES), [set]),
  };
}
