import { useCallback, useEffect, useState } from 'react';
import { RESEND_COUNTDOWN_SECONDS } from '@portal/domain';

const COUNTDOWN_MS = RESEND_COUNTDOWN_SECONDS * 1000;
/** Under a second, so the number shown never lags the real time left by a whole second. */
const TICK_MS = 250;

interface CountdownState {
  startedAt: number;
  /** Countdowns that ran out (spec §4: 'afterwards resend is enabled and the attempt count rises'). */
  attempts: number;
  /** The deadline already counted in `attempts`, so one countdown never counts twice. */
  counted: number | null;
}

function initialState(startedAt: number): CountdownState {
  const deadline = startedAt + COUNTDOWN_MS;
  // Reopened after the time ran out (e.g. 'I already have a code' a minute later): that countdown already ended.
  return Date.now() >= deadline ? { startedAt, attempts: 1, counted: deadline } : { startedAt, attempts: 0, counted: null };
}

export interface ResendCountdown {
  /** Whole seconds until a new code may be asked for; 0 when it may. */
  secondsLeft: number;
  canResend: boolean;
  /** How many countdowns have run out. The phone option appears from the first one on (spec §2, §4). */
  attempts: number;
  /** Starts a new countdown (after a code was sent), from `at` (epoch ms, default now). */
  restart: (at?: number) => void;
}

/**
 * The resend countdown of spec §4 (RESEND_COUNTDOWN_SECONDS, the same spacing the API enforces between two codes for
 * one address). It counts down to a deadline on the clock rather than counting ticks, so a throttled background tab
 * or a fast-forwarded test clock shows the true time left.
 */
export function useResendCountdown(startedAt: number): ResendCountdown {
  const [state, setState] = useState(() => initialState(startedAt));
  const [now, setNow] = useState(() => Date.now());
  const deadline = state.startedAt + COUNTDOWN_MS;
  const running = now < deadline;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        clearInterval(timer);
        setState((previous) =>
          previous.counted === deadline ? previous : { ...previous, attempts: previous.attempts + 1, counted: deadline },
        );
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running, deadline]);

  const restart = useCallback((at?: number) => {
    const from = at ?? Date.now();
    setState((previous) => ({ ...previous, startedAt: from }));
    setNow(Date.now());
  }, []);

  const secondsLeft = running ? Math.ceil((deadline - now) / 1000) : 0;
  return { secondsLeft, canResend: secondsLeft === 0, attempts: state.attempts, restart };
}
