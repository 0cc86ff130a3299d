import 'server-only';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { corporations, users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { communityComments, communityPosts } from './tables';

/** The name shown beside a post or comment: the author's company, never their email or phone. */
export async function authorNames(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: corporations.name })
    .from(users)
    .innerJoin(corporations, eq(corporations.id, users.corpId))
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export const TRUSTED_APPROVED_POSTS = 3;
const TRUSTED_WINDOW_MS = 30 * 24 * 3600 * 1000;

/**
 * Trusted authors skip review: at least 3 approved posts, and nothing of theirs (post or comment) rejected in the
 * last 30 days. Earned by the author's own record, so a new account cannot buy it and one rejection suspends it.
 */
export async function isTrustedAuthor(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - TRUSTED_WINDOW_MS);
  const [approved] = await db
    .select({ n: count() })
    .from(communityPosts)
    .where(and(eq(communityPosts.userId, userId), eq(communityPosts.status, 'approved')));
  if ((approved?.n ?? 0) < TRUSTED_APPROVED_POSTS) return false;
  const rejected = (table: typeof communityPosts | typeof communityComments) =>
    db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.status, 'rejected'), gte(table.createdAt, since)));
  const [[posts], [comments]] = await Promise.all([rejected(communityPosts), rejected(communityComments)]);
  return (posts?.n ?? 0) + (comments?.n ?? 0) === 0;
}
