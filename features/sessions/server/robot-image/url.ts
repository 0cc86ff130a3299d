import { sessionPaths } from '@/features/sessions/contract';

/**
 * The picture's URL for a session at a revision. The revision only busts caches (the answer is always the
 * current picture), so a page that names it may keep the bytes for long.
 */
export const robotImageUrl = (conversationId: string, revision: number) =>
  `/api${sessionPaths.robotImage}?conversationId=${encodeURIComponent(conversationId)}&revision=${revision}`;
