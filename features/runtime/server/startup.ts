import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { checkLlmConfig } from './llm/llm-config';

/** A misspelt LLM_* variable stops the server at start rather than failing every answer. */
export const runtimeStartup: StartupPart = {
  check: () => checkLlmConfig(),
};
