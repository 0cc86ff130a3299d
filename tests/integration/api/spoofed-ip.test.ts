import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { ApiCode } from '@/lib/contract/codes';
import { codeSendLimits } from '@/features/accounts/server/send-codes';
import { settleAfterResponse } from '@/lib/server/after-response';
import { randomIp, uniqueEmail } from '@/tests/integration/support/api';
import { socketServer } from '@/tests/integration/support/socket-server';

// A client on 127.0.0.1 writes a fresh X-Forwarded-For and X-Real-IP into every request, as the sprays that got
// 40 of 40 email codes past the hourly cap of one address did.
const PER_IP = codeSendLimits('email').perIpHour.points;

async function sendCodes(url: string, count: number, forwardedFor: () => string) {
  const codes: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor(),
        'x-real-ip': randomIp(),
      },
      body: JSON.stringify({ email: uniqueEmail('spray'), purpose: 'register' }),
    });
    codes.push(((await response.json()) as { code: unknown }).code);
  }
  await settleAfterResponse();
  return codes;
}

describe('per-IP limits behind the app’s own server, TRUST_PROXY unset', () => {
  let server: Awaited<ReturnType<typeof socketServer>>;
  beforeAll(async () => {
    server = await socketServer({ '/api/sys-api/email/code': sendEmailCode });
  });
  afterAll(() => server.close());

  it('count a client by its socket, not by the forwarding headers it writes', async () => {
    const codes = await sendCodes(server.url('/sys-api/email/code'), PER_IP + 5, randomIp);
    expect(codes.slice(0, PER_IP)).toEqual(Array(PER_IP).fill(0));
    expect(codes.slice(PER_IP)).toEqual(Array(5).fill(ApiCode.rateLimited));
  });
});

describe('per-IP limits behind one trusted proxy (TRUST_PROXY=1)', () => {
  let server: Awaited<ReturnType<typeof socketServer>>;
  beforeAll(async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    server = await socketServer({ '/api/sys-api/email/code': sendEmailCode });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  });

  it('count the address the proxy appended, not what the client put before it', async () => {
    // The proxy (here the test, on 127.0.0.1) appends the one client it saw after the client's own entries.
    const client = randomIp();
    const codes = await sendCodes(
      server.url('/sys-api/email/code'),
      PER_IP + 1,
      () => `${randomIp()}, ${client}`,
    );
    expect(codes.at(-1)).toBe(ApiCode.rateLimited);
    // Another client behind the same proxy has its own count.
    expect(await sendCodes(server.url('/sys-api/email/code'), 1, randomIp)).toEqual([0]);
  });
});
