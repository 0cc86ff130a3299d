import { describe, expect, it } from 'vitest';
import { tagSlug } from './tag-slug';

describe('tagSlug', () => {
  it('gives each tag a path segment of lowercase words', () => {
    expect(tagSlug('Billing and orders')).toBe('billing-and-orders');
    expect(tagSlug('Payment notifications')).toBe('payment-notifications');
    expect(tagSlug(' Files ')).toBe('files');
  });
});
