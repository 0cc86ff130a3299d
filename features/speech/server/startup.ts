import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { asrConfig } from './asr/asr-config';
import { openAiTtsConfig } from './tts/openai-config';

/** A misspelt TTS_OPENAI_* or ASR_OPENAI_* variable stops the server at start rather than failing each call. */
export const speechStartup: StartupPart = {
  check: () => {
    openAiTtsConfig();
    asrConfig();
  },
};
