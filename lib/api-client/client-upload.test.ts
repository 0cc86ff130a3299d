// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE, MESSAGES, makeClient, rejection, server } from './api-test-kit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function form() {
  const data = new FormData();
  data.append('file', new Blob(['name,answer\nhello,world\n'], { type: 'text/csv' }), 'faq.csv');
  data.append('knowledgeId', 'k1');
  return data;
}

describe('API client: uploads', () => {
  it('sends the form as-is (multipart, no identity added), with token and lang in the query', async () => {
    const seen: { keys?: string[]; knowledgeId?: string; type?: string; url?: URL } = {};
    server.use(
      http.post(`${BASE}/knowledge/upload`, async ({ request }) => {
        seen.url = new URL(request.url);
        seen.type = request.headers.get('content-type') ?? '';
        const body = await request.formData();
        seen.keys = [...body.keys()];
        seen.knowledgeId = String(body.get('knowledgeId'));
        return HttpResponse.json({ code: 0, message: 'ok', data: { count: 1 } });
      }),
    );
    const { client } = makeClient({
      getToken: () => 'tok',
      getIdentity: () => ({ userId: 'u', corpId: 'c' }),
    });
    const data = form();
    const progress: number[] = [];
    const envelope = await client.upload('/knowledge/upload', data, (p) => progress.push(p));
    expect(envelope).toEqual({ code: 0, message: 'ok', data: { count: 1 } });
    expect(seen.keys).toEqual(['file', 'knowledgeId']);
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.knowledgeId).toBe('k1');
    expect(Object.fromEntries(seen.url!.searchParams)).toEqual({ token: 'tok', lang: 'en' });
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
  });

  it('hands the very FormData to XHR and reports upload progress in percent', async () => {
    const calls: { method?: string; url?: string; body?: unknown; timeout?: number } = {};
    // MSW does not emit upload progress, so this test drives a scripted XMLHttpRequest instead.
    class ScriptedXhr {
      upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
      status = 0;
      responseText = '';
      timeout = 0;
      onload: (() => void) | null = null;
      open(method: string, url: string) {
        Object.assign(calls, { method, url });
      }
      setRequestHeader() {}
      send(body: unknown) {
        Object.assign(calls, { body, timeout: this.timeout });
        queueMicrotask(() => {
          for (const loaded of [25, 50, 100])
            this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
          this.status = 200;
          this.responseText = JSON.stringify({ code: '0', message: 'ok', data: { id: 'doc-1' } });
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const data = form();
    const progress: number[] = [];
    const { client } = makeClient({ uploadTimeoutMs: 1234 });
    const envelope = await client.upload('/knowledge/upload', data, (p) => progress.push(p));
    expect(calls.body).toBe(data);
    expect(calls.method).toBe('POST');
    expect(calls.url).toBe(`${BASE}/knowledge/upload?lang=en`);
    expect(calls.timeout).toBe(1234);
    expect(progress).toEqual([25, 50, 100]);
    expect(envelope.data).toEqual({ id: 'doc-1' });
  });

  it('settles the answer by the same rules as other calls', async () => {
    server.use(http.post(`${BASE}/knowledge/upload`, () => HttpResponse.json({ code: 50102, message: 'x' })));
    const { client, onSessionEnd } = makeClient();
    await expect(client.upload('/knowledge/upload', form())).rejects.toMatchObject({ kind: 'session' });
    expect(onSessionEnd).toHaveBeenCalledWith(50102, MESSAGES.loginExpired);

    server.use(
      http.post(`${BASE}/knowledge/upload`, () => HttpResponse.json({ code: 42207, message: 'too big' })),
    );
    await expect(makeClient().client.upload('/knowledge/upload', form())).rejects.toMatchObject({
      kind: 'code',
      code: 42207,
      message: 'too big',
    });
  });

  it('rejects silently when the upload cannot reach the server', async () => {
    server.use(http.post(`${BASE}/knowledge/upload`, () => HttpResponse.error()));
    const { client, notify } = makeClient();
    expect(await rejection(client.upload('/knowledge/upload', form()))).toMatchObject({ kind: 'network' });
    expect(notify).not.toHaveBeenCalled();
  });
});
