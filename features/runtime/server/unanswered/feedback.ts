import 'server-only';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { turnFeedbackRequest } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { chatOfPage } from '../chats/leases';
import { chatTurns } from '../tables';
import { periodOf } from './list';

/**
 * `POST bot/feedback`: the visitor's thumbs on an answer of their own chat (its secret proves it; an ended chat's
 * page may still rate). The turn holds one rating; a second one replaces it. Only answers to questions are rated
 * (not the prologue or farewell), and only ones that said something.
 */
export async function rateTurn(db: Db, input: z.output<typeof turnFeedbackRequest>) {
  const chatId = await chatOfPage(db, input.chatId, input.chatSecret);
  const rated =
    chatId === null
      ? []
      : await db
          .update(chatTurns)
          .set({ feedback: input.rating, feedbackAt: sql`now()` })
          .where(
            and(
              eq(chatTurns.id, input.turnId),
              eq(chatTurns.chatId, chatId),
              ne(chatTurns.questionVia, 'system'),
              sql`${chatTurns.answer} <> ''`,
            ),
          )
          .returning({ rating: chatTurns.feedback });
  if (rated.length === 0) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return { turnId: input.turnId, rating: input.rating };
}

export interface FeedbackCounts {
  up: number;
  down: number;
  /** Per day (UTC, YYYY-MM-DD), oldest first. */
  days: { day: string; up: number; down: number }[];
}

/**
 * Visitors' thumbs of a corporation in a period (and session), for the analytics page: the turns asked in it that
 * carry a rating now.
 */
export async function feedbackCounts(
  db: Db,
  corpId: string,
  filter: { conversationId?: string; from?: string; to?: string } = {},
): Promise<FeedbackCounts> {
  const day = sql<string>`to_char(${chatTurns.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      up: sql<number>`count(*) filter (where ${chatTurns.feedback} = 'up')::int`,
      down: sql<number>`count(*) filter (where ${chatTurns.feedback} = 'down')::int`,
    })
    .from(chatTurns)
    .where(and(...periodOf(corpId, filter), isNotNull(chatTurns.feedback)))
    .groupBy(day)
    .orderBy(day);
  return {
    up: rows.reduce((sum, row) => sum + row.up, 0),
    down: rows.reduce((sum, row) => sum + row.down, 0),
    days: rows,
  };
}
