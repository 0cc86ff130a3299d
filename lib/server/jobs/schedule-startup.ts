import 'server-only';
import { onShutdown } from '@/lib/server/shutdown';
import type { StartupPart } from '@/lib/server/startup';
import { startScheduler, type ScheduledJob, type Scheduler } from './schedule';

const store = globalThis as typeof globalThis & { __dhScheduler?: Scheduler };

/**
 * Every instance ticks the scheduled jobs and runs them from the shared job table (schedule.ts: each period once,
 * whichever instances are up). `schedules` is called at start-up, after the configuration checks.
 */
export function schedulesStartup(schedules: () => ScheduledJob[], check?: () => void): StartupPart {
  return {
    check,
    prepare: async (db) => {
      // Start-up may run more than once in a process (tests, reloads); one scheduler is enough.
      if (store.__dhScheduler) return;
      const scheduler = startScheduler({ db, schedules: schedules() });
      store.__dhScheduler = scheduler;
      onShutdown(() => scheduler.stop());
    },
  };
}
