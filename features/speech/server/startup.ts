import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { asrConfig } from './asr/asr-config';

/** A misspelt ASR_OPENAI_* variable stops the server at start rather than failing each utterance. */
export const speechStartup: StartupPart = {
  check: () => {
    asrConfig();
  },
};
