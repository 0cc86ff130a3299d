import { heartbeatEndpoint } from '@/features/runtime/endpoints';
import { webCall } from '@/lib/api-client/web-client';

// POST /bot/heartbeat – keeps the conversation's slot while the page is open.
export const sendHeartbeat = (chatId: string, chatSecret: string) =>
  webCall(heartbeatEndpoint, { chatId, chatSecret });
