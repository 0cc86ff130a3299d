import { defineArea } from '@/lib/areas/area';

// The conversation runtime, the debug console and the unanswered questions (pages without a /mobile twin). The
// runtime pages themselves are lib/routing/route-data.mjs's runtimePatterns (next.config.mjs reads them).
export const runtimeArea = defineArea({
  name: 'runtime',
  menu: [
    { label: 'Unanswered.menu', href: '/dashboard/knowledge/unanswered', slot: 40 },
    { label: 'RuntimeConsole.menu', href: '/dashboard/debug', slot: 60 },
  ],
  routes: {
    desktopLogin: ['/dashboard/knowledge/unanswered', '/dashboard/debug'],
  },
  env: [
    {
      name: 'RUNTIME_STANDARD_CONCURRENCY',
      default: '10',
      meaning:
        "concurrency of a standard corporation's own grant (a trial one's holds 2; the grant is made on first use and follows the plan); orders add grants, and applications split them (/dashboard/resources)",
    },
    // e2e: runtime.spec.ts watches the idle countdown end a conversation without waiting two minutes.
    {
      name: 'RUNTIME_IDLE_TIMEOUT_S',
      default: '120',
      meaning:
        'seconds a quiet conversation lasts; the runtime page counts down its last 10 and ends it (a whole number within 30–3600; the browser tests run with 30)',
      e2e: '30',
    },
  ],
});
