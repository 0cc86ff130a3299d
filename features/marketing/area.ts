import { defineArea } from '@/lib/areas/area';

// The public website. Its pages stay in lib/routing/route-data.mjs: next.config.mjs and the perf script read them in
// Node.
export const marketingArea = defineArea({
  name: 'marketing',
  env: [
    {
      name: 'CONTACT_EMAIL',
      default: 'unset (outbox)',
      meaning: 'receives partner enquiries from /contactUs',
    },
  ],
});
