import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONS as preflight, POST as ticketRoute } from '@/app/api/sdk/v1/ticket/route';
import type { SdkTicketDto } from '@/features/deploy/contract/sdk';
import { SDK_TICKETS_PER_IP } from '@/features/deploy/server/sdk/ticket';
import { verifyTicket } from '@/features/deploy/server/tickets';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, ORIGIN, randomIp } from '@/tests/integration/support/api';
import {
  allEvents,
  englishSession,
  runtimeServer,
  type RuntimeServer,
} from '../runtime/conversation-support';
import { application } from './application-rows';
import { allowOrigins } from './sdk-support';

const SHOP = 'https://shop.example';
const OTHER = 'https://evil.example';

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

const ask = (appId: string, origin?: string, ip?: string) =>
  call<SdkTicketDto>(ticketRoute, '/sdk/v1/ticket', {
    body: { appId },
    query: { lang: 'en' },
    headers: origin ? { origin } : {},
    ip,
  });

/** A served application whose corporation allows the shop's origin. */
async function shopApp(endsInDays = 30) {
  const { token, email } = await loggedInAccount();
  const session = await englishSession(token);
  await allowOrigins(email, [SHOP]);
  return application(email, session.conversationId, endsInDays);
}

describe('the embed SDK ticket', () => {
  it("answers an allowed origin a ticket bound to it, readable by that origin alone, that starts the application's conversation", async () => {
    const appId = await shopApp();
    const answer = await ask(appId, SHOP);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(answer.headers.get('vary')).toContain('Origin');
    const { ticket, frameUrl, expiresIn } = answer.body.data;
    expect(await verifyTicket(ticket, appId)).toEqual({ appId, origin: SHOP, via: 'sdk' });
    expect(expiresIn).toBeGreaterThan(60);
    expect(frameUrl).toBe(`/collection/preview/${appId}?ticket=${ticket}&embed=1`);
    const events = await allEvents(server, { type: 'start', entry: 'app', target: appId, ticket });
    expect(events.some((event) => event.type === 'chat')).toBe(true);
  });

  it('refuses another origin and a request without one with 403 and a translated message, unreadable to the page', async () => {
    const appId = await shopApp();
    for (const origin of [OTHER, undefined, 'null']) {
      const answer = await ask(appId, origin);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(ApiCode.embedOriginRefused);
      expect(answer.body.message).toMatch(/not allowed to show this digital human/);
      expect(answer.body.data).toBeNull();
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    const zh = await call(ticketRoute, '/sdk/v1/ticket', { body: { appId }, headers: { origin: OTHER } });
    expect(zh.body.message).toContain('此网站未获准展示该数字人');
  });

  it("refuses an origin another corporation allows, and lets the platform's own pages have one", async () => {
    const appId = await shopApp();
    const other = await loggedInAccount();
    await allowOrigins(other.email, [OTHER]);
    expect((await ask(appId, OTHER)).status).toBe(403);
    const own = await ask(appId, ORIGIN);
    expect(own.body.code).toBe(0);
    expect(own.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('answers an unknown application and one whose resource expired with their own code', async () => {
    const unknown = await ask('app_nothing', SHOP);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(ApiCode.embedAppUnavailable);
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();

    const expired = await shopApp(-1);
    const allowed = await ask(expired, SHOP);
    expect(allowed.status).toBe(404);
    expect(allowed.body).toMatchObject({ code: ApiCode.embedAppUnavailable, data: null });
    expect(allowed.body.message).toMatch(/not available/);
    // The allowed page may read why; another origin still learns only that it is refused.
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect((await ask(expired, OTHER)).body.code).toBe(ApiCode.embedOriginRefused);

    const { token, email } = await loggedInAccount();
    await englishSession(token);
    await allowOrigins(email, [SHOP]);
    expect((await ask(await application(email, null), SHOP)).body.code).toBe(ApiCode.embedAppUnavailable);
  });

  it("takes the SDK's preflight-free text/plain request", async () => {
    const appId = await shopApp();
    const request = new Request(`${ORIGIN}/api/sdk/v1/ticket`, {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: SHOP,
        'content-type': 'text/plain;charset=UTF-8',
        'x-forwarded-for': randomIp(),
      },
      body: JSON.stringify({ appId }),
    });
    const response = await ticketRoute(request);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
    const body = (await response.json()) as { data: SdkTicketDto };
    expect(await verifyTicket(body.data.ticket, appId)).toMatchObject({ origin: SHOP });
  });

  it('answers the preflight of an allowed origin, and gives another none of the CORS headers', async () => {
    await shopApp();
    const options = (origin: string) =>
      preflight(
        new Request(`${ORIGIN}/api/sdk/v1/ticket`, {
          method: 'OPTIONS',
          headers: {
            host: 'localhost:3000',
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        }),
      );
    const allowed = await options(SHOP);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
    const refused = await options('https://nobody-allows.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('limits the tickets one address asks for', async () => {
    const appId = await shopApp();
    const ip = randomIp();
    for (let i = 0; i < SDK_TICKETS_PER_IP.points; i++)
      expect((await ask(appId, OTHER, ip)).status).toBe(403);
    const limited = await ask(appId, SHOP, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ApiCode.rateLimited);
    expect((await ask(appId, SHOP)).status).toBe(200);
  });
});
