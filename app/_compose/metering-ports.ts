import 'server-only';
import type { MeteringPorts } from '@/features/billing/server/metering/ports';
import { applicationNames } from '@/features/deploy/server/applications/query';
import { planStanding } from '@/features/plans/server/standing';
import { endedChats } from '@/features/runtime/server/chats/ended';
import { runtimeSession } from '@/features/sessions/server/sessions/runtime-read';
import { ttsRegistry } from '@/features/speech/server/tts/registry';

// Billing's metering and the areas it reads: the runtime's ended conversations, the plans area's trial, the
// session's name and voice (a provider's voice is the premium one), the application's name.

export const meteringPorts: MeteringPorts = {
  endedChats,
  factsOf: async (db, chat) => {
    const [standing, session, apps] = await Promise.all([
      planStanding(db, chat.corpId),
      runtimeSession(db, { id: chat.sessionId }),
      chat.appId ? applicationNames(db, chat.corpId, [chat.appId]) : null,
    ]);
    const engine = session ? ttsRegistry().voice(session.values.detailDto.ttsId)?.engine : undefined;
    return {
      // A corporation that no longer has a plan is billed as what it was not: nothing (its rows are being deleted).
      trial: standing?.trial ?? true,
      sessionName: session?.values.conversationName ?? chat.sessionId,
      premiumVoice: engine !== undefined && engine !== 'espeak' && engine !== 'browser',
      appName: chat.appId ? (apps?.get(chat.appId) ?? chat.appId) : null,
    };
  },
};
