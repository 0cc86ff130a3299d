import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { openAiTtsConfig } from './tts/openai-config';

/** A misspelt TTS_OPENAI_* variable stops the server at start rather than failing each synthesis. */
export const sessionsStartup: StartupPart = {
  check: () => void openAiTtsConfig(),
};
