import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS, resourceStatus } from './applications';

const DAY = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');
const grant = (startDays: number, endDays: number) => ({
  startsAt: new Date(now.getTime() + startDays * DAY),
  endsAt: new Date(now.getTime() + endDays * DAY).toISOString(),
});

describe('resource status', () => {
  it(`is active until ${EXPIRING_SOON_DAYS} days before the end, then expiring, then expired`, () => {
    expect(resourceStatus(grant(-30, 30), now)).toBe('active');
    expect(resourceStatus(grant(-30, EXPIRING_SOON_DAYS + 0.001), now)).toBe('active');
    expect(resourceStatus(grant(-30, EXPIRING_SOON_DAYS), now)).toBe('expiring');
    expect(resourceStatus(grant(-30, 0.001), now)).toBe('expiring');
    expect(resourceStatus(grant(-30, 0), now)).toBe('expired');
    expect(resourceStatus(grant(-30, -1), now)).toBe('expired');
  });

  it('is not active before the grant begins', () => {
    expect(resourceStatus(grant(1, 30), now)).toBe('expired');
  });
});
