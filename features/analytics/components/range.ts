import { addDays } from '@/features/analytics/contract';

/** Today's date (YYYY-MM-DD) in a time zone: the Swedish locale writes dates in exactly that order. */
export const todayIn = (timeZone: string, now: Date = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** The last `days` days up to and including today. */
export const lastDays = (days: number, today: string) => ({ from: addDays(today, -(days - 1)), to: today });
