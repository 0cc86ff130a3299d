import 'server-only';

// Which optional services the platform's operator has configured, told only by whether their URL is set: each
// area's own config module (llm-config, asr-config, the TTS registry) parses and checks the values, and start-up
// stops on a wrong one, so a set URL is a working configuration. One place for it, because the sessions area (what
// the wizard offers and selects by default) and the runtime (what a turn can use) must agree.

type Env = Record<string, string | undefined>;

export interface OperatorOptions {
  /** The large models of options A (all-round) and B (speed): LLM_<A|B>_BASE_URL. */
  models: { A: boolean; B: boolean };
  /** The server's speech recognition: ASR_OPENAI_URL. */
  serverAsr: boolean;
  /** The cloud voices of an OpenAI-compatible speech service: TTS_OPENAI_BASE_URL. */
  cloudVoices: boolean;
}

const set = (value: string | undefined) => Boolean(value?.trim());

export function operatorOptions(env: Env = process.env): OperatorOptions {
  return {
    models: { A: set(env.LLM_A_BASE_URL), B: set(env.LLM_B_BASE_URL) },
    serverAsr: set(env.ASR_OPENAI_URL),
    cloudVoices: set(env.TTS_OPENAI_BASE_URL),
  };
}

/** The model option a new session starts with: A when configured, else B, else none (answers from FAQ and scripts). */
export function defaultModelOption(env: Env = process.env): 'A' | 'B' | null {
  const { models } = operatorOptions(env);
  return models.A ? 'A' : models.B ? 'B' : null;
}
