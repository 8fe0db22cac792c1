import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COUNTDOWN_SECONDS } from '@portal/domain';
import { useResendCountdown } from './use-resend-countdown';

const COUNTDOWN_MS = RESEND_COUNTDOWN_SECONDS * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useResendCountdown', () => {
  it('counts whole seconds down to the deadline, then allows a resend and counts one attempt', () => {
    const { result } = renderHook(() => useResendCountdown(Date.now()));
    expect(result.current).toMatchObject({ secondsLeft: RESEND_COUNTDOWN_SECONDS, canResend: false, attempts: 0 });

    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS - 1);

    act(() => vi.advanceTimersByTime(COUNTDOWN_MS - 1500 - 1));
    expect(result.current).toMatchObject({ secondsLeft: 1, canResend: false, attempts: 0 });

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ secondsLeft: 0, canResend: true, attempts: 1 });

    // Time going on does not count the same countdown again.
    act(() => vi.advanceTimersByTime(COUNTDOWN_MS * 2));
    expect(result.current.attempts).toBe(1);
  });

  it('counts from when the code was sent, and a countdown that already ran out counts as one attempt', () => {
    const { result: running } = renderHook(() => useResendCountdown(Date.now() - 10_000));
    expect(running.current.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS - 10);

    const { result: over } = renderHook(() => useResendCountdown(Date.now() - COUNTDOWN_MS - 1));
    expect(over.current).toMatchObject({ secondsLeft: 0, canResend: true, attempts: 1 });
  });

  it('restarts after a resend and counts each countdown that runs out', () => {
    const { result } = renderHook(() => useResendCountdown(Date.now()));
    act(() => vi.advanceTimersByTime(COUNTDOWN_MS));
    expect(result.current.attempts).toBe(1);

    act(() => result.current.restart());
    expect(result.current).toMatchObject({ secondsLeft: RESEND_COUNTDOWN_SECONDS, canResend: false, attempts: 1 });

    act(() => vi.advanceTimersByTime(COUNTDOWN_MS));
    expect(result.current).toMatchObject({ canResend: true, attempts: 2 });
  });

  it('shows the true time left after the clock jumps (throttled tab, fast-forwarded clock)', () => {
    const { result } = renderHook(() => useResendCountdown(Date.now()));
    act(() => {
      vi.setSystemTime(Date.now() + COUNTDOWN_MS - 3000);
      vi.advanceTimersByTime(250);
    });
    expect(result.current.secondsLeft).toBe(3);
  });
});
