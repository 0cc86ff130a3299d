'use client';

import { useFormatter } from 'next-intl';

/** Integer fen as yuan in the page's language: ¥1,234.50 (the only place fen become yuan). */
export function useFormatFen(): (fen: number) => string {
  const format = useFormatter();
  return (fen) => format.number(fen / 100, { style: 'currency', currency: 'CNY' });
}
