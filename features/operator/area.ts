import { defineArea } from '@/lib/areas/area';

// The platform operators' back office: desktop pages only, behind the operator's own sign-in.
export const operatorArea = defineArea({
  name: 'operator',
  routes: {
    operator: [
      '/operator/login',
      '/operator',
      '/operator/trial-continuations',
      '/operator/corporations',
      '/operator/corporations/detail',
      '/operator/leads',
      '/operator/billing/vouchers',
      '/operator/billing/orders',
      '/operator/billing/orders/detail',
      '/operator/billing/products',
      '/operator/billing/invoices',
      '/operator/billing/payment-notifications',
      '/operator/audit',
      '/operator/operators',
    ],
  },
  env: [
    // e2e: operator.spec.ts signs in as the seeded first admin and enrols its authenticator.
    {
      name: 'SEED_OPERATOR',
      default: 'unset: like SEED_DEMO, never in production',
      meaning:
        "the back office's first admin (admin@example.com) on an empty operators table: 0 never, 1 also in production (browser tests only); unset: seeded where the demo account is, never under NODE_ENV=production (use npm run operator:create there)",
      e2e: '1',
    },
  ],
});
