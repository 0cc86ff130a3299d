import { RECOGNIZE_MAX_BYTES } from '@/features/runtime/contract';
import { recognizeEndpoint } from '@/features/runtime/endpoints';
import { recognize } from '@/features/runtime/server/conversation/recognize';
import { apiRoute } from '@/lib/server/http/route';
import { runtimePorts, transcriptionService } from '../_compose/runtime-ports';

// POST /api/bot/recognize – an utterance of a conversation (multipart `file`) to text by the operator's recognizer
export const POST = apiRoute(
  recognizeEndpoint,
  ({ db, input, request }) => recognize(db, runtimePorts(db), transcriptionService(), input, request.signal),
  { multipart: { maxBytes: RECOGNIZE_MAX_BYTES + 64 * 1024 } },
);
