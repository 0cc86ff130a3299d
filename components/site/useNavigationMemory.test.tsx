import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigationMemory } from '@/components/site/useNavigationMemory';
import { RETURN_PATH_KEY } from '@/lib/routing/return-path';

// The hook re-runs when Next reports a new path; the path it records is the browser's own.
vi.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const scrollTo = vi.fn();
beforeEach(() => {
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollTo.mockClear();
  sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

function navigateTo(path: string, rerender: () => void) {
  window.history.pushState(null, '', path);
  rerender();
}

describe('useNavigationMemory', () => {
  it('scrolls to the top after each navigation, not on the first render', () => {
    window.history.replaceState(null, '', '/pricing');
    const { rerender } = renderHook(() => useNavigationMemory());
    expect(scrollTo).not.toHaveBeenCalled();
    navigateTo('/news', rerender);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('remembers the full path left behind for the return after login', () => {
    window.history.replaceState(null, '', '/session/edit?conversationId=5');
    const { rerender } = renderHook(() => useNavigationMemory());
    navigateTo('/login', rerender);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/session/edit?conversationId=5');
    navigateTo('/register', rerender);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/session/edit?conversationId=5');
  });

  it('resets the return path to the root when arriving from a reset page', () => {
    window.history.replaceState(null, '', '/pricing');
    const { rerender } = renderHook(() => useNavigationMemory());
    navigateTo('/reset', rerender);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/pricing');
    navigateTo('/login', rerender);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/');
  });

  describe('after a full page load', () => {
    const setReferrer = (value: string) =>
      Object.defineProperty(document, 'referrer', { value, configurable: true });
    afterEach(() => setReferrer(''));

    it('remembers the page of this site the visitor came from', () => {
      setReferrer(`${window.location.origin}/pricing?plan=team`);
      window.history.replaceState(null, '', '/login');
      renderHook(() => useNavigationMemory());
      expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/pricing?plan=team');
      expect(scrollTo).not.toHaveBeenCalled();
    });

    it('ignores another site, and sets the root when coming from a reset page', () => {
      setReferrer('https://elsewhere.example/pricing');
      window.history.replaceState(null, '', '/login');
      const first = renderHook(() => useNavigationMemory());
      expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
      first.unmount();
      setReferrer(`${window.location.origin}/mobile/reset`);
      renderHook(() => useNavigationMemory());
      expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/');
    });
  });
});
