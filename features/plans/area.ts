import { defineArea } from '@/lib/areas/area';

// Plans, limits and grants: no pages, menu entries or messages of its own (the back office's corporation pages are
// the operator area's); it declares the environment variable it reads.
export const plansArea = defineArea({
  name: 'plans',
  env: [{ name: 'TRIAL_DAYS', default: '14', meaning: 'trial length of new corporations' }],
});
