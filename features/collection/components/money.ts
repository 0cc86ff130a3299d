/** Integer fen as yuan in the page's language (¥499 / ¥499.00 style, no decimals for whole yuan). */
export const formatFen = (fen: number, locale: string) =>
  new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: fen % 100 === 0 ? 0 : 2,
  }).format(fen / 100);
