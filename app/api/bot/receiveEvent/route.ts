import { receiveEventEndpoint } from '@/features/runtime/endpoints';
import { receiveEventAnswer } from '@/features/runtime/server/conversation/receive-answer';
import { apiRoute } from '@/lib/server/http/route';
import { runtimePorts } from '../_compose/runtime-ports';

// POST /api/bot/receiveEvent – a conversation's start, turn or end, answered as a server-sent event stream
export const POST = apiRoute(receiveEventEndpoint, (ctx) =>
  receiveEventAnswer(ctx, runtimePorts(ctx.db, { requestId: ctx.requestId })),
);
