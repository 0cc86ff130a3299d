import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { communityPosts } from './tables';

/** Search engines get approved, visible posts only, the newest first (a sitemap holds at most 50,000 URLs). */
export async function approvedPostPaths(db: Db, limit = 10_000): Promise<string[]> {
  const rows = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.status, 'approved'), eq(communityPosts.hidden, false)))
    .orderBy(desc(communityPosts.createdAt))
    .limit(limit);
  return rows.map((row) => `/community/detail?id=${encodeURIComponent(row.id)}`);
}
