import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { englishSession } from '@/tests/integration/runtime/conversation-support';
import { application } from './application-rows';
import { saveExperience } from './experience-support';

let proxy: (typeof import('@/proxy'))['proxy'];

beforeAll(async () => {
  // No build here: every page is rendered per request, as the runtime pages are anyway.
  process.env.NEXT_DIST_DIR = '.next-integration-no-build';
  ({ proxy } = await import('@/proxy'));
});

const saveOrigins = (token: string, allowedOrigins: string[]) => saveExperience(token, { allowedOrigins });

/** What the browser is told about who may frame the page (a dead link answers 404, tests/integration/runtime). */
async function frameAncestors(
  path: string,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  status = 200,
) {
  const response = await proxy(
    new NextRequest(`http://localhost:3000${path}`, { headers: { 'user-agent': userAgent } }),
  );
  expect(response.status, path).toBe(status);
  expect(response.headers.get('x-frame-options'), path).toBeNull();
  return /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

/** An account with a published session served by an application: the keys of each of its runtime pages. */
async function corporation() {
  const account = await loggedInAccount();
  const session = await englishSession(account.token);
  const appId = await application(account.email, session.conversationId);
  const pages = [
    `/p/${session.shareCode}`,
    `/mobile/p/${session.shareCode}`,
    `/userPreview/${session.conversationId}`,
    `/mobile/userPreview/${session.conversationId}`,
    `/collection/preview/${appId}`,
  ];
  return { ...account, session, appId, pages };
}

describe('frame-ancestors of the runtime pages', () => {
  it("are the site and exactly the corporation's embed domains, changed as soon as they are saved", async () => {
    const corp = await corporation();
    for (const page of corp.pages) expect(await frameAncestors(page), page).toBe("'self'");

    await saveOrigins(corp.token, ['https://shop.example.com/embed', 'https://app.example.org:8443']);
    for (const page of corp.pages)
      expect(await frameAncestors(page), page).toBe(
        "'self' https://shop.example.com https://app.example.org:8443",
      );

    await saveOrigins(corp.token, ['https://new.example.net']);
    for (const page of corp.pages)
      expect(await frameAncestors(page), page).toBe("'self' https://new.example.net");

    await saveOrigins(corp.token, []);
    for (const page of corp.pages) expect(await frameAncestors(page), page).toBe("'self'");
  });

  it("never give one corporation's domains to another's pages", async () => {
    const one = await corporation();
    const other = await corporation();
    await saveOrigins(one.token, ['https://one.example.com']);
    await saveOrigins(other.token, ['https://other.example.com']);
    for (const page of one.pages)
      expect(await frameAncestors(page), page).toBe("'self' https://one.example.com");
    for (const page of other.pages)
      expect(await frameAncestors(page), page).toBe("'self' https://other.example.com");
  });

  it("leave the owner's preview, unknown targets and other pages to their own rule", async () => {
    const corp = await corporation();
    await saveOrigins(corp.token, ['https://shop.example.com']);
    expect(await frameAncestors(`/preview/${corp.session.conversationId}`)).toBe("'self'");
    expect(await frameAncestors(`/mobile/preview/${corp.session.conversationId}`)).toBe("'self'");
    expect(await frameAncestors('/p/no-such-code', undefined, 404)).toBe("'self'");
    expect(await frameAncestors('/userPreview/no-such-session', undefined, 404)).toBe("'self'");
    expect(await frameAncestors('/collection/preview/app_none', undefined, 404)).toBe("'self'");
    expect(await frameAncestors('/p/%E0%A4%A')).toBe("'self'");
    expect(await frameAncestors('/pricing')).toBe("'self'");
  });

  it('are the same on a phone', async () => {
    const corp = await corporation();
    await saveOrigins(corp.token, ['https://shop.example.com']);
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';
    for (const page of corp.pages)
      expect(await frameAncestors(page, phone), page).toBe("'self' https://shop.example.com");
  });
});
