import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORTS_PER_MINUTE, minuteLimiter, useErrorReports } from '@/components/site/useErrorReports';

const reports: { content: { platform: string; uuid: string; timestamp: number; text: string } }[] = [];
const server = setupServer(
  http.post('*/api/common/reportWarning', async ({ request }) => {
    reports.push((await request.json()) as (typeof reports)[number]);
    return HttpResponse.json({ code: 0, message: 'ok', data: null });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reports.length = 0;
  delete document.documentElement.dataset.appId;
});
afterAll(() => server.close());

function raise(message: string) {
  const error = new Error(message);
  window.dispatchEvent(new ErrorEvent('error', { error, message }));
}

describe('client error reports', () => {
  it('reports an uncaught error with the app id, a kept browser id and the stack', async () => {
    document.documentElement.dataset.appId = 'app-42';
    const { unmount } = renderHook(() => useErrorReports());
    raise('boom');
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    const [{ content }] = reports as [(typeof reports)[number]];
    expect(content.platform).toBe('web');
    expect(content.text).toContain('appId=app-42');
    expect(content.text).toContain('Error: boom');
    expect(content.uuid).toBe(localStorage.getItem('dhReportUuid'));
    expect(Math.abs(content.timestamp - Date.now())).toBeLessThan(10_000);
    unmount();
  });

  it('reports unhandled rejections and keeps texts within 4000 characters', async () => {
    const { unmount } = renderHook(() => useErrorReports());
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('x'.repeat(5000)) });
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.content.text.length).toBe(4000);
    unmount();
  });

  it('sends at most a few reports a minute and survives a failing server', async () => {
    let attempts = 0;
    server.use(
      http.post('*/api/common/reportWarning', () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const { unmount } = renderHook(() => useErrorReports());
    for (let i = 0; i < 10; i++) {
      raise(`loop ${i}`);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    unmount();
    expect(attempts).toBe(REPORTS_PER_MINUTE);
  });

  it('lets reports through again after a minute', () => {
    let now = 0;
    const allow = minuteLimiter(2, () => now);
    expect([allow(), allow(), allow()]).toEqual([true, true, false]);
    now = 60_000;
    expect(allow()).toBe(true);
  });
});
