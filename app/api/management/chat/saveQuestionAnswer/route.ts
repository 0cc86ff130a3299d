import { saveQuestionAnswerEndpoint } from '@/features/runtime/endpoints';
import { saveQuestionAnswer } from '@/features/runtime/server/conversation/chat-facts';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/chat/saveQuestionAnswer – the page's facts of its own turn (first sound, cut short)
export const POST = apiRoute(saveQuestionAnswerEndpoint, ({ db, input }) => saveQuestionAnswer(db, input));
