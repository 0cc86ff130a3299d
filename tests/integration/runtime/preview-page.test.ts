import { isValidElement } from 'react';
import { RuntimeUnavailable } from '@/features/runtime/components/RuntimeUnavailable';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as removeRoute } from '@/app/api/management/conversation/delete/route';
import { sessionPaths } from '@/features/sessions/contract';
import { ORIGIN, call } from '@/tests/integration/support/api';
import { loggedInAccount, loginWithPassword } from '@/tests/integration/support/accounts';
import { englishSession } from './conversation-support';

// The owner's preview (/preview/:id and its /mobile twin) is not one of the runtime pages whose status the proxy
// decides (app/_compose/runtime-owner.ts): the page itself answers a session that is not there with Next's
// notFound(), the 404 page with status 404 (routes.md), and still shows the owner an existing one.

// The page reads the signed-in user's cookie through next/headers: here the jar is a plain map.
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
  headers: async () => new Headers(),
}));

// next-intl's request locale needs React's server build; the page's own locale check still runs.
vi.mock('next-intl/server', async (original) => ({
  ...(await original<typeof import('next-intl/server')>()),
  setRequestLocale: () => undefined,
}));

const NOT_FOUND = 'NEXT_HTTP_ERROR_FALLBACK;404';

const WEB = { 'x-dh-client': 'web', origin: ORIGIN };

/** An account with a session of its own (made through the API), then signed in on the web: its sealed cookie. */
async function ownerOfASession() {
  const account = await loggedInAccount();
  const session = await englishSession(account.token);
  const login = await loginWithPassword(account.email, account.password, { headers: WEB });
  const pair = login.setCookies.get('dh_session')!.split(';')[0]!;
  return { session, pair, cookie: decodeURIComponent(pair.slice('dh_session='.length)) };
}

/** Renders a preview page module's page; its element, or the digest of what it threw. */
async function open(module: Promise<{ default: (props: never) => Promise<unknown> }>, id: string) {
  const Page = (await module).default as (props: {
    params: Promise<{ locale: string; conversationId: string }>;
    searchParams: Promise<Record<string, string>>;
  }) => Promise<unknown>;
  try {
    const element = await Page({
      params: Promise.resolve({ locale: 'zh', conversationId: id }),
      searchParams: Promise.resolve({}),
    });
    return { element };
  } catch (error) {
    return { digest: (error as { digest?: string }).digest ?? String(error) };
  }
}

const desktop = () => import('@/app/[locale]/(runtime)/preview/[conversationId]/page');
const mobile = () => import('@/app/[locale]/mobile/(runtime)/preview/[conversationId]/page');

describe('the owner’s preview page', () => {
  beforeEach(() => jar.clear());

  it('shows an existing session, and is the 404 page once the session is deleted', async () => {
    const { session, pair, cookie } = await ownerOfASession();
    jar.set('dh_session', cookie);
    for (const page of [desktop, mobile]) {
      const shown = await open(page(), session.conversationId);
      expect(shown.digest).toBeUndefined();
      expect(isValidElement(shown.element) && shown.element.type).not.toBe(RuntimeUnavailable);
      expect(isValidElement(shown.element)).toBe(true);
    }

    const removed = await call(removeRoute, sessionPaths.remove, {
      cookie: pair,
      headers: WEB,
      body: { conversationId: session.conversationId },
    });
    expect(removed.body.code).toBe(0);
    for (const page of [desktop, mobile])
      expect(await open(page(), session.conversationId)).toEqual({ digest: NOT_FOUND });
  });

  it('is the 404 page for an id that never was, and says in words that another’s session is not theirs', async () => {
    const { session } = await ownerOfASession();
    const stranger = await ownerOfASession();
    jar.set('dh_session', stranger.cookie);
    expect(await open(desktop(), 'no-such-session')).toEqual({ digest: NOT_FOUND });
    const foreign = await open(desktop(), session.conversationId);
    expect(foreign.digest).toBeUndefined();
    expect(isValidElement(foreign.element) && foreign.element.type).toBe(RuntimeUnavailable);
  });
});
