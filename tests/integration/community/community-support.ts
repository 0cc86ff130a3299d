import { POST as commentRoute } from '@/app/api/community/comments/create/route';
import { POST as createRoute } from '@/app/api/community/posts/create/route';
import { GET as detailRoute } from '@/app/api/community/posts/detail/route';
import { GET as listRoute } from '@/app/api/community/posts/route';
import { POST as decideRoute } from '@/app/api/operator/community/decide/route';
import type { PostDetail, PostSummary } from '@/features/community/contract';
import type { Page } from '@/lib/contract/paging';
import { call } from '@/tests/integration/support/api';
import { asOperator } from '@/tests/integration/support/operators';

export const post = (token: string, body: Record<string, unknown>, ip?: string) =>
  call<PostSummary>(createRoute, '/community/posts/create', {
    token,
    ip,
    body: { board: 'qa', title: 'How do I embed the SDK?', body: 'Steps?', ...body },
  });

export const comment = (token: string, body: Record<string, unknown>, ip?: string) =>
  call<{ id: string; status: string }>(commentRoute, '/community/comments/create', { token, ip, body });

export const detail = (id: string, token?: string) =>
  call<PostDetail>(detailRoute, '/community/posts/detail', { token, query: { id } });

export const list = (query: Record<string, string> = {}, token?: string) =>
  call<Page<PostSummary>>(listRoute, '/community/posts', { token, query });

export const decide = (cookie: string, body: Record<string, unknown>) =>
  call<{ id: string; status: string }>(decideRoute, '/operator/community/decide', {
    ...asOperator(cookie),
    body,
  });

/** A post approved by the moderator. */
export async function approvedPost(token: string, cookie: string, body: Record<string, unknown> = {}) {
  const sent = await post(token, body);
  if (sent.body.code !== 0) throw new Error(JSON.stringify(sent.body));
  await decide(cookie, { kind: 'posts', id: sent.body.data.id, decision: 'approve' });
  return sent.body.data;
}
