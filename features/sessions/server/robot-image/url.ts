import { withBasePath } from '@/lib/config/base-path';
import { sessionPaths, type PICTURE_WIDTHS } from '@/features/sessions/contract';

type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/**
 * The picture's URL for a session at a revision. The revision only busts caches (the answer is always the
 * current picture), so a page that names it may keep the bytes for long.
 */
export const robotImageUrl = (conversationId: string, revision: number, width?: PictureWidth) =>
  withBasePath(
    `/api${sessionPaths.robotImage}?conversationId=${encodeURIComponent(conversationId)}&revision=${revision}` +
      (width ? `&width=${width}` : ''),
  );
