'use client';

import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that `start` begins; 0 when idle. */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { left, start };
}
