'use client';

import { Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { clockOf, secondsLeft } from './countdown';

/** The time left to pay, ticking each second; `onExpire` once it reaches zero (the server's expiry decides). */
export function Countdown({ expiresAt, onExpire }: { expiresAt: string; onExpire?: () => void }) {
  const t = useTranslations('BillingCenter.pay');
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt, now);
  const expired = useRef(false);
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  useEffect(() => {
    if (left > 0 || expired.current) return;
    expired.current = true;
    onExpire?.();
  }, [left, onExpire]);
  return (
    // Read once by a screen reader, not every second: the live region would talk without end.
    <Text size="sm" c={left < 60 ? 'red.8' : undefined} data-testid="countdown" data-seconds={left}>
      {left > 0 ? t('countdown', { time: clockOf(left) }) : t('countdownOver')}
    </Text>
  );
}
