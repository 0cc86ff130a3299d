import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import { POST as acceptRoute } from '@/app/api/community/posts/accept/route';
import { POST as likeRoute } from '@/app/api/community/posts/like/route';
import { POST as flagsRoute } from '@/app/api/operator/community/flags/route';
import { GET as queueRoute } from '@/app/api/operator/community/route';
import type { ModerationRow } from '@/features/community/contract';
import type { AuditRow } from '@/features/operator/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, randomIp } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { approvedPost, comment, decide, detail, list, post } from './community-support';

const notified = vi.hoisted(() => [] as Array<{ userId: string; kind: string; href: string }>);
vi.mock('@/features/notifications/server/notify', () => ({
  notifyUser: async (_db: unknown, notification: { userId: string; kind: string; href: string }) => {
    notified.push(notification);
  },
}));

let moderator: string;
beforeAll(async () => {
  moderator = (await signedInOperator('moderator')).cookie;
});

describe('community forum', () => {
  it('keeps a new post pending, visible only to its author, until a moderator approves it', async () => {
    const author = await loggedInAccount();
    const other = await loggedInAccount();
    const sent = await post(author.token, { title: '审核中的问题 unique-pending-1', tags: ['SDK', 'sdk'] });
    expect(sent.body.code).toBe(0);
    expect(sent.body.data).toMatchObject({ status: 'pending', tags: ['sdk'], board: 'qa' });
    const id = sent.body.data.id;

    expect((await detail(id)).body.code).toBe(ApiCode.notFound);
    expect((await detail(id, other.token)).body.code).toBe(ApiCode.notFound);
    expect((await detail(id, author.token)).body.data).toMatchObject({ status: 'pending', mine: true });
    expect((await list({ q: 'unique-pending-1' })).body.data.total).toBe(0);
    expect((await list({ q: 'unique-pending-1' }, author.token)).body.data.list[0]?.status).toBe('pending');

    // The moderators' queue shows it with the counts.
    const queue = await call<Page<ModerationRow> & { counts: { pendingPosts: number } }>(
      queueRoute,
      '/operator/community',
      { ...asOperator(moderator), query: { kind: 'posts', status: 'pending', pageSize: '100' } },
    );
    expect(queue.body.data.list.some((row) => row.id === id)).toBe(true);
    expect(queue.body.data.counts.pendingPosts).toBeGreaterThan(0);

    const approved = await decide(moderator, { kind: 'posts', id, decision: 'approve' });
    expect(approved.body.data).toEqual({ id, status: 'approved' });
    expect((await detail(id)).body.data.status).toBe('approved');
    expect((await list({ q: '审核中' })).body.data.list.map((row) => row.id)).toContain(id);
    expect(
      notified.some((n) => n.kind === 'community.approved' && n.href === `/community/detail?id=${id}`),
    ).toBe(true);
    // A second decision loses.
    expect((await decide(moderator, { kind: 'posts', id, decision: 'reject', reason: 'x' })).body.code).toBe(
      ApiCode.conflict,
    );

    const audit = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(moderator),
      query: { pageSize: '100' },
    });
    expect(JSON.stringify(audit.body.data.list)).toContain('community.approve');
  });

  it('shows a rejected post with its reason to its author only', async () => {
    const author = await loggedInAccount();
    const other = await loggedInAccount();
    const { id } = (await post(author.token, { title: 'spam spam' })).body.data;
    expect((await decide(moderator, { kind: 'posts', id, decision: 'reject' })).body.code).toBe(
      ApiCode.validation,
    );
    await decide(moderator, { kind: 'posts', id, decision: 'reject', reason: '广告内容' });
    expect((await detail(id, author.token)).body.data).toMatchObject({
      status: 'rejected',
      reason: '广告内容',
    });
    expect((await detail(id, other.token)).body.code).toBe(ApiCode.notFound);
    expect(notified.some((n) => n.kind === 'community.rejected' && n.href.endsWith(id))).toBe(true);
  });

  it('sanitises bodies: no script, no handlers, no javascript: links, no foreign images', async () => {
    const author = await loggedInAccount();
    const body = [
      '<script>alert(1)</script>',
      '<img src="/api/files/x.png" onerror="alert(2)">',
      '<a href="#" onclick="alert(3)">x</a>',
      '[bad](javascript:alert(4)) [site](https://example.com)',
      '![tracker](https://evil.example/p.gif) ![own](/api/files/abc.png)',
    ].join('\n\n');
    const { id } = await approvedPost(author.token, moderator, { body });
    const { html } = (await detail(id)).body.data;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|evil\.example/);
    expect(html).toContain('rel="nofollow ugc noopener"');
    expect(html).toContain('<img src="/api/files/abc.png"');
  });

  it('holds comments for review, refuses them on locked posts, notifies the author on approval', async () => {
    const author = await loggedInAccount();
    const answerer = await loggedInAccount();
    const { id } = await approvedPost(author.token, moderator);
    const sent = await comment(answerer.token, { postId: id, body: 'Use the embed snippet.' });
    expect(sent.body.data.status).toBe('pending');
    expect((await detail(id)).body.data.comments).toHaveLength(0);
    expect((await detail(id, answerer.token)).body.data.comments[0]).toMatchObject({
      status: 'pending',
      mine: true,
    });

    const before = notified.length;
    await decide(moderator, { kind: 'comments', id: sent.body.data.id, decision: 'approve' });
    const shown = (await detail(id)).body.data;
    expect(shown.comments).toHaveLength(1);
    expect(shown.commentCount).toBe(1);
    expect(notified.slice(before).map((n) => n.kind)).toEqual(['community.replied']);

    // A reply to a reply attaches to the top-level comment.
    const reply = await comment(author.token, { postId: id, parentId: sent.body.data.id, body: 'Thanks' });
    const nested = await comment(answerer.token, {
      postId: id,
      parentId: reply.body.data.id,
      body: 'You are welcome',
    });
    await decide(moderator, { kind: 'comments', id: reply.body.data.id, decision: 'approve' });
    await decide(moderator, { kind: 'comments', id: nested.body.data.id, decision: 'approve' });
    const parents = (await detail(id)).body.data.comments.map((c) => c.parentId);
    expect(parents).toEqual([null, sent.body.data.id, sent.body.data.id]);

    const locked = await call(flagsRoute, '/operator/community/flags', {
      ...asOperator(moderator),
      body: { id, locked: true, pinned: true },
    });
    expect(locked.body.data).toMatchObject({ locked: true, pinned: true });
    const refused = await comment(answerer.token, { postId: id, body: 'late' });
    expect(refused.body.code).toBe(ApiCode.conflict);
    expect(refused.body.message).toBe('该帖子已锁定，不能再评论。');
  });

  it('counts one like per user', async () => {
    const author = await loggedInAccount();
    const fan = await loggedInAccount();
    const { id } = await approvedPost(author.token, moderator);
    const like = (liked: boolean) =>
      call<{ likeCount: number }>(likeRoute, '/community/posts/like', {
        token: fan.token,
        body: { id, liked },
      });
    expect((await like(true)).body.data.likeCount).toBe(1);
    expect((await like(true)).body.data.likeCount).toBe(1);
    expect((await detail(id, fan.token)).body.data.likedByMe).toBe(true);
    expect((await like(false)).body.data.likeCount).toBe(0);
  });

  it('lets only the question author accept an answer, on Q&A only', async () => {
    const author = await loggedInAccount();
    const answerer = await loggedInAccount();
    const { id } = await approvedPost(author.token, moderator);
    const answer = (await comment(answerer.token, { postId: id, body: 'Answer' })).body.data;
    await decide(moderator, { kind: 'comments', id: answer.id, decision: 'approve' });
    const accept = (token: string, postId: string, commentId: string) =>
      call(acceptRoute, '/community/posts/accept', { token, body: { postId, commentId } });
    expect((await accept(answerer.token, id, answer.id)).body.code).toBe(ApiCode.forbidden);
    expect((await accept(author.token, id, answer.id)).body.code).toBe(0);
    const shown = (await detail(id)).body.data;
    expect(shown).toMatchObject({ acceptedCommentId: answer.id, answered: true });
    expect(notified.some((n) => n.kind === 'community.accepted')).toBe(true);

    const showcase = await approvedPost(author.token, moderator, { board: 'showcase' });
    const remark = (await comment(answerer.token, { postId: showcase.id, body: 'Nice' })).body.data;
    await decide(moderator, { kind: 'comments', id: remark.id, decision: 'approve' });
    expect((await accept(author.token, showcase.id, remark.id)).body.code).toBe(ApiCode.conflict);
  });

  it('searches titles and bodies, Chinese included, and filters by board', async () => {
    const author = await loggedInAccount();
    const a = await approvedPost(author.token, moderator, {
      title: '语音合成的延迟',
      body: 'zh-search-marker',
    });
    await approvedPost(author.token, moderator, {
      board: 'sdk',
      title: 'SDK init',
      body: '合成 100%_literal',
    });
    expect((await list({ q: '语音合成' })).body.data.list.map((p) => p.id)).toEqual([a.id]);
    expect((await list({ q: '100%_' })).body.data.list).toHaveLength(1);
    expect((await list({ q: 'zh-search-marker', board: 'sdk' })).body.data.total).toBe(0);
    expect((await list({ sort: 'bogus' })).body.code).toBe(ApiCode.validation);
  });

  it('refuses customers on the announcements board and anonymous writers', async () => {
    const author = await loggedInAccount();
    expect((await post(author.token, { board: 'announcements' })).body.code).toBe(ApiCode.validation);
    expect((await post('', {})).body.code).not.toBe(0);
  });

  it('limits posting per author with the translated error', async () => {
    const author = await loggedInAccount();
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(Number((await post(author.token, { title: `post ${i}` }, ip)).body.code));
    expect(codes.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(codes[5]).toBe(ApiCode.rateLimited);
  });

  it('lets trusted authors (3 approved posts, nothing rejected) skip review', async () => {
    const author = await loggedInAccount();
    for (let i = 0; i < 3; i++) await approvedPost(author.token, moderator, { title: `good ${i}` });
    expect((await post(author.token, { title: 'trusted' })).body.data.status).toBe('approved');
  });
});
