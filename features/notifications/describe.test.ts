import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import zh from './messages/zh.json';
import { describeNotification, type NotificationsTranslator } from './describe';

const translator = (messages: typeof en) =>
  createTranslator({
    locale: 'en',
    messages,
    namespace: 'Notifications',
  }) as unknown as NotificationsTranslator;

describe('a notification’s line', () => {
  const t = translator(en);

  it('reads every producer’s kind with whatever params it sends', () => {
    expect(describeNotification(t, { kind: 'community.replied', params: { title: 'Hello' } })).toEqual({
      summary: 'Someone replied to your post',
      details: '“Hello”',
    });
    expect(
      describeNotification(t, {
        kind: 'certification.decided',
        params: { outcome: 'failed', reason: 'Blurred' },
      }),
    ).toEqual({
      summary: 'Your company certification was reviewed',
      details: 'Not approved: you may submit again · Reason: Blurred',
    });
    expect(
      describeNotification(t, { kind: 'billing.invoiceIssued', params: { invoiceNo: 'F1', orderNo: 'O2' } })
        .details,
    ).toBe('Order O2 · Invoice F1');
  });

  it('tolerates missing params and shows a generic line for a kind it does not know, never a key', () => {
    expect(describeNotification(t, { kind: 'billing.orderRejected', params: {} })).toEqual({
      summary: 'Your order was rejected',
      details: '',
    });
    for (const kind of ['shop.shipped', 'community', 'kinds', '', 'community.replied.extra'])
      expect(describeNotification(t, { kind, params: { outcome: 'odd' } })).toEqual({
        summary: 'You have a new notification',
        details: 'odd',
      });
  });

  it('has a line for every kind in both languages', () => {
    const kinds = Object.entries(en.Notifications.kinds).flatMap(([area, lines]) =>
      Object.keys(lines).map((name) => `${area}.${name}`),
    );
    expect(kinds).toHaveLength(10);
    const tz = translator(zh as typeof en);
    for (const kind of kinds)
      expect(describeNotification(tz, { kind, params: {} }).summary).not.toBe('您有一条新通知');
  });
});
