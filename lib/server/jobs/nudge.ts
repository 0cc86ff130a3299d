import 'server-only';

// An enqueue in this instance wakes this instance's worker at once instead of at its next poll. Kept on globalThis
// because the route that enqueues and the worker started by instrumentation may sit in different module graphs.

type Listener = () => void;
const store = globalThis as typeof globalThis & { __dhJobListeners?: Set<Listener> };
const listeners = () => (store.__dhJobListeners ??= new Set());

export function notifyEnqueued(): void {
  for (const listener of listeners()) listener();
}

/** Returns the unsubscribe. */
export function onEnqueued(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
