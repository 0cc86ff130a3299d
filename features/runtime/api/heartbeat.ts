import { runtimePaths } from '@/features/runtime/contract';
import { webPost } from '@/lib/api-client/web-client';

// POST /bot/heartbeat – keeps the conversation's slot while the page is open.
export const sendHeartbeat = (chatId: string, chatSecret: string) =>
  webPost<unknown>(runtimePaths.heartbeat, { chatId, chatSecret });
