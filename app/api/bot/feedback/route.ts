import { turnFeedbackEndpoint } from '@/features/runtime/endpoints';
import { rateTurn } from '@/features/runtime/server/unanswered/feedback';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/bot/feedback – the visitor's thumbs up or down on an answer of their own chat (changeable)
export const POST = apiRoute(turnFeedbackEndpoint, ({ db, input }) => rateTurn(db, input));
