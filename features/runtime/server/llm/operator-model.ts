import 'server-only';
import { llmTimeouts, operatorModelConfig, type LlmTimeouts, type ModelOption } from './llm-config';
import { openAiChatProvider } from './openai-chat';
import type { ChatProvider, ModelFetch } from './types';

/**
 * fetch for the operator's own servers, trusted (no SSRF guard): one timeout until the response starts, one for
 * the whole answer, the caller's abort, and no redirects.
 */
export function timedFetch({ responseMs, totalMs }: LlmTimeouts): ModelFetch {
  return async (url, init) => {
    const response = new AbortController();
    const timer = setTimeout(
      () => response.abort(new DOMException('the model did not answer in time', 'TimeoutError')),
      responseMs,
    );
    const signals = [AbortSignal.timeout(totalMs), response.signal, ...(init.signal ? [init.signal] : [])];
    try {
      return await fetch(url, { ...init, signal: AbortSignal.any(signals), redirect: 'error' });
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Option A or B as the operator configured it, or null when it is not configured. */
export function operatorModel(
  option: ModelOption,
  env: Record<string, string | undefined> = process.env,
): ChatProvider | null {
  const config = operatorModelConfig(option, env);
  if (!config) return null;
  return openAiChatProvider({
    name: option,
    url: config.url,
    apiKey: config.apiKey,
    model: config.model,
    fetch: timedFetch(llmTimeouts(env)),
  });
}
