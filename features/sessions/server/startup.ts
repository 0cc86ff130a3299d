import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { asrConfig } from './catalogue/asr-config';
import { seedCatalogue } from './catalogue/seed';
import { openAiTtsConfig } from './tts/openai-config';

/** A misspelt TTS_OPENAI_* or ASR_OPENAI_* variable stops the server at start rather than failing each call. */
export const sessionsStartup: StartupPart = {
  check: () => {
    openAiTtsConfig();
    asrConfig();
  },
  prepare: seedCatalogue,
};
