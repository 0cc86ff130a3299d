import 'server-only';
import type { StartupPart } from '@/lib/server/startup';
import { orderExpiryMs, transferWaitMs } from './config';
import { seedProducts } from './products';

/** Billing's start-up: its settings read once, and the default catalogue seeded (idempotent). */
export const billingStartup: StartupPart = {
  check: () => {
    orderExpiryMs();
    transferWaitMs();
  },
  prepare: (db) => seedProducts(db),
};
