import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChunkWatchdog } from '@/components/site/useChunkWatchdog';
import { NAVIGATION_START_EVENT } from '@/lib/routing/chunk-errors';

let pathname = '/zh/pricing';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

function clickLink(href: string, attrs: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.textContent = 'go';
  document.body.append(a);
  // Cancelled at window, after the watchdog's document listener saw it: jsdom cannot navigate.
  const cancel = (e: Event) => e.preventDefault();
  window.addEventListener('click', cancel);
  a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  window.removeEventListener('click', cancel);
  a.remove();
}

beforeEach(() => {
  vi.useFakeTimers();
  pathname = '/zh/pricing';
});
afterEach(() => vi.useRealTimers());

describe('useChunkWatchdog', () => {
  it('raises the error when a navigation has not finished within 120 s', () => {
    const { result } = renderHook(() => useChunkWatchdog());
    act(() => clickLink('/news'));
    act(() => vi.advanceTimersByTime(119_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('watches navigations that code starts without a link (router.push)', () => {
    const { result } = renderHook(() => useChunkWatchdog());
    act(() => {
      window.dispatchEvent(new CustomEvent(NAVIGATION_START_EVENT, { detail: '/login?reset=1' }));
    });
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current).toBe(true);
  });

  it('stands down when the navigation arrives in time', () => {
    const { result, rerender } = renderHook(() => useChunkWatchdog());
    act(() => clickLink('/news'));
    act(() => vi.advanceTimersByTime(5_000));
    pathname = '/zh/news';
    rerender();
    act(() => vi.advanceTimersByTime(200_000));
    expect(result.current).toBe(false);
  });

  it('ignores links to other sites, new tabs and the same page', () => {
    const { result } = renderHook(() => useChunkWatchdog());
    act(() => {
      clickLink('https://example.com/');
      clickLink('/news', { target: '_blank' });
      clickLink(`${window.location.pathname}#top`);
    });
    act(() => vi.advanceTimersByTime(130_000));
    expect(result.current).toBe(false);
  });

  it('raises the error at once when a chunk fails to load', () => {
    const { result } = renderHook(() => useChunkWatchdog());
    const error = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    });
    expect(result.current).toBe(true);
  });

  it('ignores other script errors', () => {
    const { result } = renderHook(() => useChunkWatchdog());
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    });
    expect(result.current).toBe(false);
  });
});
