import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import type { PlanGrantOf } from '../ports';
import { resourceGrants } from '../tables';

const STANDARD_TERM = sql`interval '1 year'`;

/**
 * Gives a corporation without any grant its plan's own grant (source 'trial'): the plan's concurrency until the
 * trial ends, or for a year on the standard plan. Racing requests create one only (ON CONFLICT DO NOTHING on the
 * partial unique index `resource_grants_one_trial_key`). The grant then follows the plan: an upgraded
 * corporation's grant takes the standard concurrency and runs a year from its creation, an extended trial moves its
 * end — so a continuation never leaves a corporation with a lapsed trial grant and no slots.
 */
export async function ensurePlanGrant(db: Db, corpId: string, planGrant: PlanGrantOf): Promise<void> {
  const terms = await planGrant(db, corpId);
  if (!terms) return;
  const { concurrency } = terms;
  const trial = sql`${terms.trial}::boolean`;
  const slots = sql`${concurrency}::int`;
  // The trial's end as the plans area says it; only the corporation's creation is read from its row here.
  const trialEnd = sql`${terms.trialEndsAt.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into ${resourceGrants} (id, corp_id, source, concurrency, starts_at, ends_at)
    select ${randomUUID()}::text, c.id, 'trial', ${slots},
      case when ${trial} then c.created_at else now() end,
      case when ${trial} then ${trialEnd} else now() + ${STANDARD_TERM} end
    from ${corporations} c
    where c.id = ${corpId} and not exists (select 1 from ${resourceGrants} g where g.corp_id = c.id)
    on conflict do nothing`);
  await db.execute(sql`
    update ${resourceGrants} g
    set concurrency = ${slots},
      ends_at = case when ${trial} then ${trialEnd} else greatest(g.ends_at, g.created_at + ${STANDARD_TERM}) end
    from ${corporations} c
    where c.id = ${corpId} and g.corp_id = c.id and g.source = 'trial'
      and (g.concurrency <> ${slots}
        or g.ends_at <> case when ${trial} then ${trialEnd} else greatest(g.ends_at, g.created_at + ${STANDARD_TERM}) end)`);
}
