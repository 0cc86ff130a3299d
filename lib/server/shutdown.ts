import 'server-only';

// Work to finish before the process exits (the job worker hands its running jobs back). scripts/serve.mjs runs the
// hooks on SIGINT/SIGTERM before it exits; they live on globalThis because the server bundle and serve.mjs are
// different module graphs of one process.

type Hook = () => Promise<void>;
const store = globalThis as typeof globalThis & { __dhShutdownHooks?: Set<Hook> };

/** Returns the unregister. */
export function onShutdown(hook: Hook): () => void {
  const hooks = (store.__dhShutdownHooks ??= new Set());
  hooks.add(hook);
  return () => hooks.delete(hook);
}
