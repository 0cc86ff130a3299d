import 'server-only';
import type { VoiceSwitchPorts } from '@/features/billing/server/metering/voice-switch';
import { planStanding } from '@/features/plans/server/standing';
import { sessionValues } from '@/features/sessions/server/sessions/dto';
import { findOwnSession } from '@/features/sessions/server/sessions/read';
import { ttsRegistry } from '@/features/speech/server/tts/registry';

// The voice-switch quote and the areas it reads: the session's saved voice (sessions), whether a voice is a
// provider's (speech: neither the embedded eSpeak voice nor the visitor's device), the trial (plans).

export const voiceSwitchPorts: VoiceSwitchPorts = {
  sessionVoice: async (db, corpId, conversationId) =>
    sessionValues(await findOwnSession(db, corpId, conversationId)).detailDto.ttsId,
  isPremiumVoice: (ttsId) => {
    const engine = ttsRegistry().voice(ttsId)?.engine;
    return engine === undefined ? undefined : engine !== 'espeak' && engine !== 'browser';
  },
  onTrial: async (db, corpId) => (await planStanding(db, corpId))?.trial ?? true,
};
