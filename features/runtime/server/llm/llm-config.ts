import 'server-only';
import { LARGE_MODEL_TYPES } from '@/features/sessions/contract';
import { operatorOptions } from '@/lib/server/operator-options';

export type ModelOption = (typeof LARGE_MODEL_TYPES)[number];

export interface OperatorModelConfig {
  option: ModelOption;
  /** The chat-completions endpoint: `<base>/chat/completions`. */
  url: string;
  apiKey?: string;
  model: string;
}

export interface LlmTimeouts {
  /** Until the model's response starts (its headers). */
  responseMs: number;
  /** The whole answer. */
  totalMs: number;
}

export const LLM_TIMEOUT_DEFAULTS: LlmTimeouts = { responseMs: 15_000, totalMs: 60_000 };

type Env = Record<string, string | undefined>;

/**
 * The operator's large model for option A ("all-round") or B ("speed"): LLM_<A|B>_BASE_URL (an OpenAI-compatible
 * base such as `http://localhost:11434/v1`; a URL ending in `/chat/completions` is taken as it is),
 * LLM_<A|B>_API_KEY and LLM_<A|B>_MODEL (required with a URL). Null when the URL is unset. A wrong value throws,
 * so that start-up stops instead of every answer failing.
 */
export function operatorModelConfig(option: ModelOption, env: Env = process.env): OperatorModelConfig | null {
  const raw = env[`LLM_${option}_BASE_URL`]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new Error(`LLM_${option}_BASE_URL is not a URL: "${raw}"`, { cause: error });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`LLM_${option}_BASE_URL must be an http(s) URL, not "${raw}"`);
  const model = env[`LLM_${option}_MODEL`]?.trim();
  if (!model)
    throw new Error(`LLM_${option}_MODEL is required with LLM_${option}_BASE_URL (the model to ask)`);
  const base = url.href.replace(/\/+$/, '');
  return {
    option,
    url: /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`,
    apiKey: env[`LLM_${option}_API_KEY`]?.trim() || undefined,
    model,
  };
}

function milliseconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive number of milliseconds`);
  return value;
}

/** LLM_RESPONSE_TIMEOUT_MS and LLM_TIMEOUT_MS, shared by both options. */
export function llmTimeouts(env: Env = process.env): LlmTimeouts {
  return {
    responseMs: milliseconds(env, 'LLM_RESPONSE_TIMEOUT_MS', LLM_TIMEOUT_DEFAULTS.responseMs),
    totalMs: milliseconds(env, 'LLM_TIMEOUT_MS', LLM_TIMEOUT_DEFAULTS.totalMs),
  };
}

export type ModelAvailability = Record<ModelOption, boolean> & { any: boolean };

/** Which of the built-in options the operator configured: with none, answers come from scenes, FAQ and scripts. */
export function modelAvailability(env: Env = process.env): ModelAvailability {
  const { A, B } = operatorOptions(env).models;
  return { A, B, any: A || B };
}

/** Start-up: every set variable is valid. */
export function checkLlmConfig(env: Env = process.env): void {
  for (const option of LARGE_MODEL_TYPES) operatorModelConfig(option, env);
  llmTimeouts(env);
}
