import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portraitConversations, talkableConversations } from '@/app/_compose/portrait-conversations';
import { portraitCode } from '@/features/catalogue/contract/user-models';
import { userModels } from '@/features/catalogue/server/user-models/tables';
import { conversationView } from '@/features/collection/conversation-choice';
import { sessions } from '@/features/sessions/server/tables';
import { getDb } from '@/lib/server/db/client';
import { accountIds, seedPortrait } from '@/tests/integration/portraits-review/seed-portrait';
import { addSession, sessionBody, setPlan } from '@/tests/integration/sessions/sessions-support';
import { loggedInAccount } from '@/tests/integration/support/accounts';

// Issue 24 §2, /collection/conversation: the customer's own digital humans that use one of their portraits, and
// nothing of another corporation's — what the page lists, and what an address naming another's session gets.

/** A customer on the standard plan (the trial's two sessions are too few here). */
async function customer() {
  const account = await loggedInAccount();
  const ids = await accountIds(account.email);
  await setPlan(ids.corpId, 'standard');
  return { ...account, ids };
}

async function portraitSession(token: string, portraitId: string, name: string) {
  const { detailDto } = sessionBody();
  const added = await addSession(token, {
    conversationName: name,
    detailDto: { ...detailDto, modelId: portraitCode(portraitId) },
  });
  expect(added.body.code, added.body.message).toBe(0);
  return added.body.data.conversationId;
}

describe('the collection area’s portrait conversations', () => {
  it('lists the corporation’s sessions with one of its portraits, published or not, with the portrait’s photo', async () => {
    const owner = await customer();
    const other = await customer();
    const ready = await seedPortrait(owner.ids, { status: 'ready', name: 'Lin at the desk' });
    const theirs = await seedPortrait(other.ids, { status: 'ready', name: 'Not yours' });
    const first = await portraitSession(owner.token, ready.id, 'Front desk');
    const second = await portraitSession(owner.token, ready.id, 'Night desk');
    const added = await addSession(owner.token);
    expect(added.body.code, added.body.message).toBe(0);
    const drawn = added.body.data.conversationId;
    const theirSession = await portraitSession(other.token, theirs.id, 'Their desk');
    const db = await getDb();
    await db.update(sessions).set({ status: 'offline' }).where(eq(sessions.id, first));

    const choices = await portraitConversations(owner.ids.corpId);
    expect(choices.conversations.map((c) => c.conversationId).sort()).toEqual([first, second].sort());
    const offline = choices.conversations.find((c) => c.conversationId === first)!;
    expect(offline).toMatchObject({ name: 'Front desk', published: false });
    expect(offline.portrait).toMatchObject({ id: ready.id, name: 'Lin at the desk', status: 'ready' });
    expect(offline.portrait!.photoSrc).toMatch(
      new RegExp(`^/api/management/portrait/photo\\?id=${ready.id}&v=`),
    );
    expect(choices.conversations.find((c) => c.conversationId === second)?.published).toBe(true);
    expect(choices.portraitStates).toEqual(['ready']);

    // The page runs one of these; any other id is "not found", the same for another's, a drawn one or none.
    expect(conversationView(choices, second)).toMatchObject({ kind: 'chosen' });
    expect(conversationView(choices, theirSession)).toEqual({ kind: 'notFound' });
    expect(conversationView(choices, drawn)).toEqual({ kind: 'notFound' });
    expect(conversationView(choices, 'no-such-session')).toEqual({ kind: 'notFound' });

    // The other corporation sees only its own.
    const theirChoices = await portraitConversations(other.ids.corpId);
    expect(theirChoices.conversations.map((c) => c.conversationId)).toEqual([theirSession]);
  });

  it('links only approved portraits to talk to, and keeps a session whose portrait is gone without its photo', async () => {
    const owner = await customer();
    const ready = await seedPortrait(owner.ids, { status: 'ready' });
    const later = await seedPortrait(owner.ids, { status: 'ready' });
    const withReady = await portraitSession(owner.token, ready.id, 'Ready one');
    const withLater = await portraitSession(owner.token, later.id, 'Later one');
    const db = await getDb();
    await db.update(userModels).set({ status: 'review' }).where(eq(userModels.id, later.id));

    expect(await talkableConversations(owner.ids.corpId)).toEqual({ [ready.id]: withReady });
    const inReview = (await portraitConversations(owner.ids.corpId)).conversations.find(
      (c) => c.conversationId === withLater,
    );
    expect(inReview?.portrait?.status).toBe('review');

    await db.delete(userModels).where(eq(userModels.id, later.id));
    const gone = (await portraitConversations(owner.ids.corpId)).conversations.find(
      (c) => c.conversationId === withLater,
    );
    expect(gone?.portrait).toBeNull();
    expect(await talkableConversations(owner.ids.corpId)).toEqual({ [ready.id]: withReady });
  });

  it('says what comes first when there is no portrait session: the wizard, the review, or a portrait', async () => {
    const owner = await customer();
    expect(conversationView(await portraitConversations(owner.ids.corpId), undefined)).toEqual({
      kind: 'none',
      next: 'capture',
    });
    const portrait = await seedPortrait(owner.ids, { status: 'review' });
    expect(conversationView(await portraitConversations(owner.ids.corpId), undefined)).toEqual({
      kind: 'none',
      next: 'awaitReview',
    });
    const db = await getDb();
    await db.update(userModels).set({ status: 'ready' }).where(eq(userModels.id, portrait.id));
    expect(conversationView(await portraitConversations(owner.ids.corpId), undefined)).toEqual({
      kind: 'none',
      next: 'createSession',
    });
  });
});
