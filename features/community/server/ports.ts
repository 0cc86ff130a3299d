import type { Db } from '@/lib/server/db/client';

// What the forum needs of other areas, filled in app/_compose/community-ports.ts.

/** Tells a customer user something happened to their post or comment (the console's bell). */
export type CommunityNotifier = (
  db: Db,
  notification: {
    userId: string;
    kind: 'community.replied' | 'community.approved' | 'community.rejected' | 'community.accepted';
    params: Record<string, string>;
    href: string;
  },
) => Promise<void>;

export const postHref = (postId: string) => `/community/detail?id=${encodeURIComponent(postId)}`;
