'use client';

import { useCallback, useState } from 'react';
import type { FeedbackRating } from '@/features/runtime/contract';
import { rateAnswer } from '../api/calls';
import type { ChatInfo } from './conversation-state';

/**
 * The visitor's thumbs on the answers of the current chat: shown at once, stored by the server (which checks the
 * chat's secret), and taken back if it refused. Kept by turnId, which no other chat shares: a new chat's
 * history simply has none of them.
 */
export function useAnswerFeedback(chat: ChatInfo | null) {
  const [ratings, setRatings] = useState<Readonly<Record<string, FeedbackRating>>>({});

  const rate = useCallback(
    (turnId: string, rating: FeedbackRating) => {
      if (!chat) return;
      let before: FeedbackRating | undefined;
      setRatings((now) => {
        before = now[turnId];
        return { ...now, [turnId]: rating };
      });
      rateAnswer({ chatId: chat.chatId, chatSecret: chat.chatSecret, turnId, rating }).catch(() =>
        setRatings((now) => {
          const rest = { ...now };
          if (before) rest[turnId] = before;
          else delete rest[turnId];
          return rest;
        }),
      );
    },
    [chat],
  );
  return { ratings, rate };
}
