import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as contact } from '@/app/api/common/contact/route';
import { log } from '@/lib/server/log';
import { ORIGIN, randomIp } from '@/tests/integration/support/api';

afterEach(() => vi.restoreAllMocks());

/** A POST whose body never finishes arriving, cut by the client half-way. */
function requestCutByClient() {
  const client = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"firstName": "Ada",'));
      client.signal.addEventListener('abort', () => controller.error(new Error('aborted')));
    },
  });
  const request = new Request(new URL('/api/common/contact', ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body,
    duplex: 'half',
    signal: client.signal,
  } as RequestInit);
  return { request, cut: () => client.abort() };
}

describe('a request the client cuts off', () => {
  it('is logged as the client’s doing, not as a server failure', async () => {
    const errors = vi.spyOn(log, 'error');
    const infos = vi.spyOn(log, 'info');
    const { request, cut } = requestCutByClient();
    const answer = contact(request);
    cut();
    await answer;
    expect(errors).not.toHaveBeenCalled();
    expect(infos).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/common/contact' }),
      'request aborted by the client',
    );
  });
});
