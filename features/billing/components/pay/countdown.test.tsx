import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { clockOf, secondsLeft } from './countdown';
import { Countdown } from './Countdown';

const NOW = new Date('2026-11-27T10:00:00.000Z');

describe('the payment countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds to the expiry and never below zero', () => {
    expect(secondsLeft('2026-11-27T10:29:05.000Z', NOW.getTime())).toBe(29 * 60 + 5);
    expect(secondsLeft('2026-11-27T10:00:00.400Z', NOW.getTime())).toBe(1);
    expect(secondsLeft('2026-11-27T09:59:00.000Z', NOW.getTime())).toBe(0);
    expect(clockOf(29 * 60 + 5)).toBe('29:05');
    expect(clockOf(3723)).toBe('1:02:03');
    expect(clockOf(0)).toBe('0:00');
  });

  it('ticks each second and says when the time is over, calling onExpire once', () => {
    const onExpire = vi.fn();
    renderWithProviders(<Countdown expiresAt="2026-11-27T10:00:02.000Z" onExpire={onExpire} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('Pay within 0:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('Pay within 0:01');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('The time to pay is over.');
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese in the Chinese console', () => {
    renderWithProviders(<Countdown expiresAt="2026-11-27T10:30:00.000Z" />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('请在 30:00 内完成支付');
  });
});
