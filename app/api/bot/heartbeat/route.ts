import { heartbeatEndpoint } from '@/features/runtime/endpoints';
import { heartbeat } from '@/features/runtime/server/conversation/heartbeat';
import { apiRoute } from '@/lib/server/http/route';
import { runtimePorts } from '../_compose/runtime-ports';

// POST /api/bot/heartbeat – keeps an open conversation's slot; says when the session was saved since it began
export const POST = apiRoute(heartbeatEndpoint, ({ db, input }) => heartbeat(db, runtimePorts(db), input));
