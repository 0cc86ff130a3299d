import 'server-only';
import type { Db } from '@/lib/server/db/client';

// What the activities area needs to know about a corporation to pick its promotions: its plan (plans area) and
// whether it is certified (certification area). Composed in app/_compose/activities-ports.ts.

export interface CorporationStanding {
  plan: string;
  certified: boolean;
}

export type StandingOf = (db: Db, corpId: string) => Promise<CorporationStanding | null>;
