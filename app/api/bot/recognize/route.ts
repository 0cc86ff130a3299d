import { RECOGNIZE_MAX_BYTES, recognizeRequest } from '@/features/runtime/contract';
import { recognize } from '@/features/runtime/server/conversation/recognize';
import { apiRoute } from '@/lib/server/http/route';
import { runtimePorts, transcriptionService } from '../_compose/runtime-ports';

// POST /api/bot/recognize – an utterance of a conversation (multipart `file`) to text by the operator's recognizer
export const POST = apiRoute(
  { input: recognizeRequest, audience: 'visitor', multipart: { maxBytes: RECOGNIZE_MAX_BYTES + 64 * 1024 } },
  ({ db, input, request }) => recognize(db, runtimePorts(db), transcriptionService(), input, request.signal),
);
