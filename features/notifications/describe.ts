// How one notification reads, on the bell, its page and in a mail: a summary from its kind and a line of details
// from whichever params it carries. Producers may send any subset of params (or a kind this catalogue does not know
// yet, from a newer producer): every part is optional, so nothing ever shows a raw key or a broken placeholder.

/** The slice of a `Notifications` translator this needs (next-intl's client and server translators both fit). */
export interface NotificationsTranslator {
  (key: string, values?: Record<string, string>): string;
  has(key: string): boolean;
}

export interface NotificationText {
  summary: string;
  /** The params worth showing, joined; empty when there are none. */
  details: string;
}

const param = (params: Record<string, unknown>, name: string) => {
  const value = params[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

export function describeNotification(
  t: NotificationsTranslator,
  notification: { kind: string; params: Record<string, unknown> },
): NotificationText {
  const kindKey = `kinds.${notification.kind}`;
  // `has` is true for a namespace too (`kinds.community`): only a string is a line.
  const summary =
    /^[a-zA-Z]+\.[a-zA-Z]+$/.test(notification.kind) && t.has(kindKey) ? t(kindKey) : t('generic');
  const { params } = notification;
  const parts: string[] = [];
  const outcome = param(params, 'outcome');
  if (outcome) parts.push(t.has(`outcomes.${outcome}`) ? t(`outcomes.${outcome}`) : outcome);
  const title = param(params, 'title');
  if (title) parts.push(t('quoted', { title }));
  const orderNo = param(params, 'orderNo');
  if (orderNo) parts.push(t('order', { orderNo }));
  const invoiceNo = param(params, 'invoiceNo');
  if (invoiceNo) parts.push(t('invoice', { invoiceNo }));
  const reason = param(params, 'reason');
  if (reason) parts.push(t('reason', { reason }));
  return { summary, details: parts.join(' · ') };
}
