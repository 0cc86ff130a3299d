import 'server-only';
import { planGrantOf } from '@/app/_compose/plans-ports';
import type { Transcriber } from '@/features/runtime/server/conversation/recognize';
import { type RuntimePorts } from '@/features/runtime/server/engine/ports';
import { mayStartConversation } from '@/features/billing/server/ledger';
import { openApp } from '@/features/deploy/server/applications/app-start';
import { emitWebhook } from '@/features/deploy/server/webhooks/emit';
import { slotsFor } from '@/features/deploy/server/grants/slots';
import { matchKnowledge } from '@/features/knowledge/server/retrieval/match';
import { recordModelFailure } from '@/features/runtime/server/health/model-failures';
import { operatorModel } from '@/features/runtime/server/llm/operator-model';
import { thirdPartyModel } from '@/features/runtime/server/llm/third-party';
import { runtimeSession } from '@/features/sessions/server/sessions/runtime-read';
import { availableVoiceId } from '@/features/speech/server/voices';
import { asrConfig } from '@/features/speech/server/asr/asr-config';
import { transcribe } from '@/features/speech/server/asr/transcribe';
import { sentenceClips } from '@/features/speech/server/tts/sentence-clips';
import type { Db } from '@/lib/server/db/client';

// The conversation runtime composed from the other areas: sessions (the session, its voice and the clip cache),
// the operator's models, the knowledge base, the deployment area (applications, the grants that give each pool
// of conversations its slots, and webhooks), and billing (whether arrears stop new conversations).

/** `requestId`: the request the ports serve, named in the log lines they write (a model's failure). */
export function runtimePorts(db: Db, request: { requestId?: string } = {}): RuntimePorts {
  return {
    loadSession: (target) => runtimeSession(db, target),
    openApp: (appId, credentials) => openApp(db, appId, credentials),
    slots: (tx, pool) => slotsFor(tx, pool, planGrantOf),
    mayStart: (corpId) => mayStartConversation(db, corpId),
    matchKnowledge: (corpId, question, query) => matchKnowledge(db, corpId, question, query),
    // A saved voice the server no longer offers speaks as the language's fallback voice (the editor says so).
    speak: (text, voice, signal) =>
      sentenceClips().speak(text, { ...voice, ttsId: availableVoiceId(voice.ttsId, voice.language) }, signal),
    models: {
      operator: (option) => operatorModel(option),
      thirdParty: (options) => thirdPartyModel(options),
    },
    notify: async (corpId, notice) => {
      await emitWebhook(db, corpId, notice.type, notice.data);
    },
    modelFailed: (report) => recordModelFailure(db, { ...report, requestId: request.requestId ?? null }),
  };
}

/** The clips the server made, for GET /api/bot/audio/<clipId>.wav. */
export const findClip = (clipId: string) => sentenceClips().clip(clipId);

/** The operator's speech recognizer (voices area), or null when it is not configured. */
export const transcriptionService = (): Transcriber | null => {
  const service = asrConfig();
  return service && ((audio, options) => transcribe(service, audio, options));
};
