import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIENTATION_SWITCH_DELAY_MS } from '@/lib/routing/orientation';
import { useTabletOrientation } from './useTabletOrientation';

const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

let listener: (() => void) | undefined;
const media = {
  matches: true,
  addEventListener: (_: string, fn: () => void) => (listener = fn),
  removeEventListener: vi.fn(),
};
const assign = vi.fn();
const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPAD);
  vi.stubGlobal('matchMedia', () => media);
  vi.stubGlobal('location', { pathname: '/pricing', search: '?plan=team', assign, reload });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockReset();
  listener = undefined;
});

describe('turning a tablet (routes.md)', () => {
  it('switches to the twin only once the delay has passed after the last turn', () => {
    renderHook(() => useTabletOrientation());
    media.matches = true;
    listener!();
    vi.advanceTimersByTime(ORIENTATION_SWITCH_DELAY_MS - 1);
    // A second turn within the delay starts it again.
    listener!();
    vi.advanceTimersByTime(ORIENTATION_SWITCH_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/mobile/pricing?plan=team');
    expect(document.cookie).toContain('dh_view=mobile');
  });

  it('does nothing on a phone or a desktop', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/140');
    renderHook(() => useTabletOrientation());
    expect(listener).toBeUndefined();
  });
});
