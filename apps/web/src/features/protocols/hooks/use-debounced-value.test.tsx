import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS } from '@portal/domain';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the new value only after it stopped changing for the debounce time', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, FILTER_DEBOUNCE_MS), {
      initialProps: { value: '' },
    });
    rerender({ value: '1' });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    rerender({ value: '10' });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('10');
  });
});
