import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { useFormatDay } from './useFormatDay';

function Day({ value }: { value: string }) {
  return <p>{useFormatDay()(value)}</p>;
}

function viewerIn(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('useFormatDay', () => {
  it('shows the day in the viewer’s time zone, not China time', () => {
    viewerIn('America/New_York');
    // 03:00 UTC on the 23rd is 11:00 on the 23rd in Shanghai but 22:00 on the 22nd in New York.
    renderWithProviders(<Day value="2026-11-23T03:00:00Z" />, { locale: 'en' });
    expect(screen.getByText('Nov 22, 2026')).toBeInTheDocument();
  });

  it('uses one format per locale', () => {
    viewerIn('Asia/Shanghai');
    renderWithProviders(<Day value="2026-11-23T03:00:00Z" />, { locale: 'zh' });
    expect(screen.getByText('2026年11月23日')).toBeInTheDocument();
  });
});
