import 'server-only';
import { operatorOptions } from '@/lib/server/operator-options';
import type { OptionAvailability, OptionState } from '../../contract';

const state = (available: boolean): OptionState => ({
  available,
  reason: available ? null : 'notConfigured',
});

/** What the operator provides that a session may choose; the browser's recognizer and voices and eSpeak always. */
export function optionAvailability(
  env: Record<string, string | undefined> = process.env,
): OptionAvailability {
  const options = operatorOptions(env);
  return {
    models: { A: state(options.models.A), B: state(options.models.B) },
    asr: { browser: state(true), server: state(options.serverAsr) },
    voices: { espeak: state(true), openai: state(options.cloudVoices), browser: state(true) },
  };
}
