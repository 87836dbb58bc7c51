/**
 * A resend countdown (SPEC sections 4 and 9: 60 s times the expiry minutes): `start(seconds)` counts
 * down in 1 s ticks to 0; the timer stops at 0 and when the component unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  start(seconds: number): void;
}

export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback((seconds: number) => {
    stop();
    const total = Math.max(0, Math.floor(seconds));
    setRemaining(total);
    if (total === 0) return;
    timer.current = setInterval(() => {
      setRemaining((left) => {
        const next = left - 1;
        if (next <= 0) stop();
        return Math.max(0, next);
      });
    }, 1000);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { remaining, running: remaining > 0, start };
}
