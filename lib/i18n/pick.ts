import type { Messages } from 'next-intl';

/** Client islands get only the namespaces they use, never the whole catalogue. */
export function pickMessages<K extends keyof Messages>(
  messages: Messages,
  keys: readonly K[],
): Pick<Messages, K> {
  return Object.fromEntries(keys.map((k) => [k, messages[k]])) as Pick<Messages, K>;
}
