import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { toPage, pageOffset, type PageQuery } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import {
  PUBLIC_AUDIENCES,
  type ActivityAudience,
  type ActivityDto,
  type ActivityState,
  type OperatorActivityDto,
  activityFields,
} from '../contract';
import type { ProductNamesOf, StandingOf } from './ports';
import { audiencesOf, stateAt } from './rules';
import { activities } from './tables';

// Promotions: the back office's list and changes (audited), the customer's and the visitor's views.

type Row = typeof activities.$inferSelect;
type Fields = ReturnType<typeof activityFields.parse>;
interface Decision {
  actor: AuditActor;
  requestId: string;
}

type Names = Map<string, { zh: string; en: string }>;

export function toActivityDto(row: Row, now: Date, names: Names = new Map()): ActivityDto {
  return {
    activityId: row.id,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    textZh: row.textZh,
    textEn: row.textEn,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    audience: row.audience as ActivityAudience,
    state: stateAt(row, now),
    discount:
      row.productId && row.discountKind && row.discountValue !== null
        ? {
            productId: row.productId,
            productNameZh: names.get(row.productId)?.zh ?? null,
            productNameEn: names.get(row.productId)?.en ?? null,
            kind: row.discountKind as 'percent' | 'amount',
            value: row.discountValue,
          }
        : null,
  };
}

const toOperatorDto = (row: Row, now: Date, names?: Names): OperatorActivityDto => ({
  ...toActivityDto(row, now, names),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function stateCondition(state: ActivityState | undefined, now: Date): SQL | undefined {
  if (state === 'upcoming') return gt(activities.startsAt, now);
  if (state === 'active') return and(lte(activities.startsAt, now), gt(activities.endsAt, now));
  if (state === 'ended') return lte(activities.endsAt, now);
  return undefined;
}

export async function listForOperator(
  db: Db,
  query: PageQuery & { state?: ActivityState | undefined },
  productNamesOf: ProductNamesOf,
  now = new Date(),
) {
  const where = stateCondition(query.state, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(desc(activities.startsAt), desc(activities.createdAt))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  const names = await productNamesOf(db, productIdsOf(rows));
  return toPage(
    rows.map((row) => toOperatorDto(row, now, names)),
    total?.n ?? 0,
    query,
  );
}

const columnsOf = (fields: Fields) => ({
  titleZh: fields.titleZh,
  titleEn: fields.titleEn,
  textZh: fields.textZh,
  textEn: fields.textEn,
  startsAt: new Date(fields.startsAt),
  endsAt: new Date(fields.endsAt),
  audience: fields.audience,
  productId: fields.discount?.productId ?? null,
  discountKind: fields.discount?.kind ?? null,
  discountValue: fields.discount?.value ?? null,
});

export type ProductExists = (db: Db, productId: string) => Promise<boolean>;

async function checkProduct(db: Db, fields: Fields, productExists: ProductExists) {
  if (fields.discount && !(await productExists(db, fields.discount.productId)))
    throw new ApiFailure(ApiCode.validation, 'activityProductUnknown', {
      data: { fields: [{ field: 'discount.productId', message: 'invalid' }] },
    });
}

export async function createActivity(
  db: Db,
  fields: Fields,
  decision: Decision,
  productExists: ProductExists,
  now = new Date(),
) {
  await checkProduct(db, fields, productExists);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activities)
      .values({ id: randomUUID(), ...columnsOf(fields), createdBy: decision.actor.id, updatedAt: now })
      .returning();
    await audit(tx, {
      ...decision,
      action: 'activity.create',
      object: { type: 'activity', id: row!.id },
      after: columnsOf(fields),
    });
    return toOperatorDto(row!, now);
  });
}

async function change(
  db: Db,
  activityId: string,
  next: (row: Row) => Partial<Row>,
  action: string,
  decision: Decision,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
    if (!before) throw new ApiFailure(ApiCode.notFound, 'notFound');
    const [row] = await tx
      .update(activities)
      .set({ ...next(before), updatedAt: now })
      .where(eq(activities.id, activityId))
      .returning();
    await audit(tx, {
      ...decision,
      action,
      object: { type: 'activity', id: activityId },
      before,
      after: row,
    });
    return toOperatorDto(row!, now);
  });
}

export async function updateActivity(
  db: Db,
  input: Fields & { activityId: string },
  decision: Decision,
  productExists: ProductExists,
  now = new Date(),
) {
  await checkProduct(db, input, productExists);
  return change(db, input.activityId, () => columnsOf(input), 'activity.update', decision, now);
}

/** Ends a promotion now: an upcoming one never starts, an active one stops; an ended one is refused. */
export const endActivity = (db: Db, activityId: string, decision: Decision, now = new Date()) =>
  change(
    db,
    activityId,
    (row) => {
      if (stateAt(row, now) === 'ended') throw new ApiFailure(ApiCode.conflict, 'activityEnded');
      return { endsAt: now, startsAt: row.startsAt.getTime() > now.getTime() ? now : row.startsAt };
    },
    'activity.end',
    decision,
    now,
  );

/** The promotions of these audiences, newest first; only the active ones with `activeOnly`. */
async function forAudiences(
  db: Db,
  audiences: readonly ActivityAudience[],
  activeOnly: boolean,
  namesOf: ProductNamesOf,
  now: Date,
) {
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        inArray(activities.audience, [...audiences]),
        activeOnly ? stateCondition('active', now) : undefined,
      ),
    )
    .orderBy(desc(activities.startsAt))
    .limit(100);
  const names = await namesOf(db, productIdsOf(rows));
  return rows.map((row) => toActivityDto(row, now, names));
}

const productIdsOf = (rows: Row[]) => [
  ...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : []))),
];

/** What the customer's and the visitor's views ask of the other areas. */
export interface ActivityViewPorts {
  standingOf: StandingOf;
  productNamesOf: ProductNamesOf;
}

async function audiencesOfCorp(db: Db, corpId: string, standingOf: StandingOf) {
  const standing = await standingOf(db, corpId);
  if (!standing) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return audiencesOf(standing);
}

/** Every promotion aimed at the corporation, upcoming, active or ended (getActivities). */
export const activitiesOfCorp = async (db: Db, corpId: string, ports: ActivityViewPorts, now = new Date()) =>
  forAudiences(db, await audiencesOfCorp(db, corpId, ports.standingOf), false, ports.productNamesOf, now);

/** The promotions running now for the corporation (getEffectiveActivities: the console banner). */
export const effectiveActivitiesOfCorp = async (
  db: Db,
  corpId: string,
  ports: ActivityViewPorts,
  now = new Date(),
) => forAudiences(db, await audiencesOfCorp(db, corpId, ports.standingOf), true, ports.productNamesOf, now);

/** The promotions running now for someone without an account yet (/pricing): everyone's and the trial's. */
export const publicActivities = (db: Db, productNamesOf: ProductNamesOf, now = new Date()) =>
  forAudiences(db, PUBLIC_AUDIENCES, true, productNamesOf, now);
