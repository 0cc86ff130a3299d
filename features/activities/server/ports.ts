import 'server-only';
import type { Db } from '@/lib/server/db/client';

// What the activities area needs to know about a corporation to pick its promotions: its plan (plans area) and
// whether it is certified (certification area). Composed in app/_compose/activities-ports.ts.

export interface CorporationStanding {
  plan: string;
  certified: boolean;
}

export type StandingOf = (db: Db, corpId: string) => Promise<CorporationStanding | null>;

/** Billing's product names by id (the ones it knows), so a discount can say what it discounts. */
export type ProductNamesOf = (
  db: Db,
  productIds: string[],
) => Promise<Map<string, { zh: string; en: string }>>;
