import { describe, expect, it, vi } from 'vitest';
import { POST as remove } from '@/app/api/management/conversation/delete/route';
import { POST as rename } from '@/app/api/management/conversation/rename/route';
import { POST as setStatus } from '@/app/api/management/conversation/setStatus/route';
import { POST as update } from '@/app/api/management/conversation/updateConversation/route';
import type { SessionDto } from '@/features/sessions/contract';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { addSession, sessionBody } from '@/tests/integration/sessions/sessions-support';
import { saveExperience } from '@/tests/integration/deploy/experience-support';

// Share links and published sessions' pages keep their props in memory (issue 19 §3: crowds of visitors open one
// link), labelled with the session's stamp. Nothing tells the cache about a save: a save is seen because the stamp is
// read on every request, which is also why a save made through another instance is seen at once.

const M = '/management/conversation';

async function published(token: string): Promise<SessionDto> {
  const added = await addSession(
    token,
    sessionBody({ pageDto: { ...sessionBody().pageDto, promptTitle: 'First' } }),
  );
  if (added.body.code !== 0) throw new Error(JSON.stringify(added.body));
  return added.body.data;
}

/** A second app instance: the same database, its own copy of the page module and its memory. */
async function otherInstance() {
  vi.resetModules();
  return (await import('@/app/_pages/runtime-session')).runtimePageData;
}

describe('the runtime page data of share links', () => {
  it('is read from the database once for many visitors', async () => {
    const { runtimePageData } = await import('@/app/_pages/runtime-session');
    const { token } = await loggedInAccount();
    const session = await published(token);
    const first = await runtimePageData('share', session.shareCode);
    expect(first?.session.page.promptTitle).toBe('First');
    expect(await runtimePageData('share', session.shareCode)).toBe(first);
    const preview = await runtimePageData('userPreview', session.conversationId);
    expect(await runtimePageData('userPreview', session.conversationId)).toBe(preview);
  });

  it('shows a save, a rename, going offline and a deletion at once', async () => {
    const { runtimePageData } = await import('@/app/_pages/runtime-session');
    const { token } = await loggedInAccount();
    const session = await published(token);
    const { conversationId, shareCode } = session;
    expect((await runtimePageData('share', shareCode))?.session.page.promptTitle).toBe('First');

    const body = {
      ...sessionBody({ pageDto: { ...sessionBody().pageDto, promptTitle: 'Saved' } }),
      conversationId,
    };
    expect((await call(update, `${M}/updateConversation`, { token, body })).body.code).toBe(0);
    expect((await runtimePageData('share', shareCode))?.session.page.promptTitle).toBe('Saved');

    await call(rename, `${M}/rename`, { token, body: { conversationId, conversationName: 'Front desk' } });
    expect((await runtimePageData('share', shareCode))?.session.name).toBe('Front desk');

    // The hosted experience belongs to application pages: saving it leaves the share link's page as it was.
    await saveExperience(token);
    expect((await runtimePageData('share', shareCode))?.session.endUrl).toBeUndefined();

    await call(setStatus, `${M}/setStatus`, { token, body: { conversationId, status: 'offline' } });
    expect(await runtimePageData('share', shareCode)).toBeNull();
    await call(setStatus, `${M}/setStatus`, { token, body: { conversationId, status: 'published' } });
    expect((await runtimePageData('share', shareCode))?.session.name).toBe('Front desk');

    await call(remove, `${M}/delete`, { token, body: { conversationId } });
    expect(await runtimePageData('share', shareCode)).toBeNull();
    expect(await runtimePageData('userPreview', conversationId)).toBeNull();
  });

  it('shows a save made through another instance at once', async () => {
    const { token } = await loggedInAccount();
    const session = await published(token);
    const one = await otherInstance();
    const two = await otherInstance();
    expect((await one('share', session.shareCode))?.session.page.promptTitle).toBe('First');
    expect((await two('share', session.shareCode))?.session.page.promptTitle).toBe('First');
    const body = {
      ...sessionBody({ pageDto: { ...sessionBody().pageDto, promptTitle: 'Saved elsewhere' } }),
      conversationId: session.conversationId,
    };
    expect((await call(update, `${M}/updateConversation`, { token, body })).body.code).toBe(0);
    expect((await one('share', session.shareCode))?.session.page.promptTitle).toBe('Saved elsewhere');
    expect((await two('share', session.shareCode))?.session.page.promptTitle).toBe('Saved elsewhere');
  });
});
