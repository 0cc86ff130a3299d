import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as removeRoute } from '@/app/api/management/conversation/delete/route';
import { POST as setStatusRoute } from '@/app/api/management/conversation/setStatus/route';
import { resourceGrants, applications } from '@/features/deploy/server/tables';
import { sessionPaths } from '@/features/sessions/contract';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { application } from '@/tests/integration/deploy/application-rows';
import { englishSession } from './conversation-support';

let proxy: (typeof import('@/proxy'))['proxy'];

beforeAll(async () => {
  // No build here: every page is rendered per request, as the runtime pages are anyway.
  process.env.NEXT_DIST_DIR = '.next-integration-no-build';
  ({ proxy } = await import('@/proxy'));
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';

/** The HTTP status a visitor's browser gets for a runtime page (the proxy decides it before the page renders). */
async function statusOf(path: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0') {
  const response = await proxy(
    new NextRequest(`http://localhost:3000${path}`, { headers: { 'user-agent': userAgent } }),
  );
  return response.status;
}

async function setStatus(token: string, conversationId: string, status: 'published' | 'offline') {
  const answer = await call(setStatusRoute, sessionPaths.setStatus, {
    token,
    body: { conversationId, status },
  });
  expect(answer.body.code).toBe(0);
}

describe('a dead runtime link', () => {
  it('answers 410 while its session is offline, 200 again once it is published, and 404 once it is deleted', async () => {
    const { token, email } = await loggedInAccount();
    const session = await englishSession(token);
    const appId = await application(email, session.conversationId);
    const links = [
      `/p/${session.shareCode}`,
      `/userPreview/${session.conversationId}`,
      `/collection/preview/${appId}`,
    ];
    for (const link of links) expect(await statusOf(link), link).toBe(200);
    expect(await statusOf(`/mobile/p/${session.shareCode}`, PHONE)).toBe(200);

    await setStatus(token, session.conversationId, 'offline');
    for (const link of links) expect(await statusOf(link), link).toBe(410);
    expect(await statusOf(`/mobile/p/${session.shareCode}`, PHONE)).toBe(410);

    await setStatus(token, session.conversationId, 'published');
    for (const link of links) expect(await statusOf(link), link).toBe(200);

    const removed = await call(removeRoute, sessionPaths.remove, {
      token,
      body: { conversationId: session.conversationId },
    });
    expect(removed.body.code).toBe(0);
    expect(await statusOf(`/p/${session.shareCode}`)).toBe(404);
    expect(await statusOf(`/mobile/p/${session.shareCode}`, PHONE)).toBe(404);
    expect(await statusOf(`/userPreview/${session.conversationId}`)).toBe(404);
    // The application is still there, serving nothing: gone from it, not unknown.
    expect(await statusOf(`/collection/preview/${appId}`)).toBe(410);
  });

  it('answers 404 for a link that never led anywhere, and 410 for an application whose period is over', async () => {
    expect(await statusOf('/p/no-such-code')).toBe(404);
    expect(await statusOf('/userPreview/no-such-session')).toBe(404);
    expect(await statusOf('/collection/preview/app_none')).toBe(404);

    const { token, email } = await loggedInAccount();
    const session = await englishSession(token);
    const appId = await application(email, session.conversationId);
    const db = await getDb();
    const [app] = await db.select().from(applications).where(eq(applications.id, appId));
    await db
      .update(resourceGrants)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(resourceGrants.id, app!.grantId));
    expect(await statusOf(`/collection/preview/${appId}`)).toBe(410);
    // The owner's own preview is no visitor's link: its page answers as before.
    expect(await statusOf(`/preview/${session.conversationId}`)).toBe(200);
  });
});
