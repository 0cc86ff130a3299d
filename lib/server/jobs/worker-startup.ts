import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { onShutdown } from '@/lib/server/shutdown';
import { startJobWorker, type JobHandler, type JobWorker, type JobWorkerOptions } from './worker';

const store = globalThis as typeof globalThis & { __dhJobWorkers?: Map<string, JobWorker> };

/**
 * A start-up part that runs one worker (per process, under `name`) for the given handlers, stopped at shutdown.
 * Start-up may run more than once in a process (tests, reloads): the second call finds the first worker.
 */
export function workerStartup(
  name: string,
  handlers: readonly JobHandler[],
  options: Omit<JobWorkerOptions, 'db' | 'handlers'> = {},
  check?: () => void,
): StartupPart {
  return {
    check,
    prepare: async (db) => {
      const workers = (store.__dhJobWorkers ??= new Map());
      if (workers.has(name)) return;
      const worker = startJobWorker({ ...options, db, handlers });
      workers.set(name, worker);
      onShutdown(() => worker.stop());
    },
  };
}
