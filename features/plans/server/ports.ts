import 'server-only';
import type { GrantRow } from '@/features/plans/contract';
import type { Db } from '@/lib/server/db/client';

// What the plans area needs from the others, composed in app/_compose/plans-ports.ts. Grants are rows of the
// deployment area's `resource_grants` (applications take their share of one, and every slot count joins them in
// one statement under the corporation's lock), so the plans area decides them and the deployment area stores them.

export interface GrantsPort {
  /** The corporation's grants, newest end first. */
  list(db: Db, corpId: string): Promise<GrantRow[]>;
  /** Adds an operator's grant from now until `endsAt`. */
  add(tx: Db, corpId: string, grant: { concurrency: number; endsAt: Date }): Promise<GrantRow>;
  /**
   * Adds the grant an order bought (source `order`) for its period. One per order: a second call for the same
   * order adds nothing, so a completion repeated by mistake cannot grant twice.
   */
  addForOrder(
    tx: Db,
    corpId: string,
    grant: { orderId: string; concurrency: number; startsAt: Date; endsAt: Date },
  ): Promise<void>;
  /** Ends a grant now: its before and after, or why not ('notFound'; 'planGrant': the plan's own follows the plan). */
  end(
    tx: Db,
    corpId: string,
    grantId: string,
  ): Promise<{ before: GrantRow; after: GrantRow } | 'notFound' | 'planGrant'>;
}

export interface PlansPorts {
  grants: GrantsPort;
}
