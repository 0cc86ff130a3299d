import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as publicRoute } from '@/app/api/common/activities/getEffectiveActivities/route';
import { GET as allRoute } from '@/app/api/management/activities/getActivities/route';
import { GET as effectiveRoute } from '@/app/api/management/activities/getEffectiveActivities/route';
import { POST as endRoute } from '@/app/api/operator/activities/end/route';
import { GET as listRoute } from '@/app/api/operator/activities/route';
import { POST as createRoute } from '@/app/api/operator/activities/create/route';
import { POST as updateRoute } from '@/app/api/operator/activities/update/route';
import { activityViewPorts } from '@/app/_compose/activities-ports';
import type { ActivityDto, OperatorActivityDto } from '@/features/activities/contract';
import { effectiveActivitiesOfCorp } from '@/features/activities/server/activities';
import { certificationSubmissions } from '@/features/certification/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/operator/tables';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import { createPromotion, hoursFromNow, promotionFields } from './activities-support';

const effective = async (token: string) =>
  (await call<ActivityDto[]>(effectiveRoute, '/management/activities/getEffectiveActivities', { token }))
    .body;
const titles = (list: ActivityDto[]) => list.map((item) => item.titleEn);

describe('promotions in the back office', () => {
  it('are created, listed, changed and ended by an admin, each step audited', async () => {
    const admin = await signedInOperator('admin');
    const created = await createPromotion(admin.cookie, { titleEn: 'Crud offer' });
    expect(created).toMatchObject({
      titleEn: 'Crud offer',
      state: 'active',
      audience: 'all',
      discount: null,
    });

    const list = await call<Page<OperatorActivityDto>>(listRoute, '/operator/activities', {
      ...asOperator(admin.cookie),
      query: { state: 'active' },
    });
    expect(list.body.data.list.map((row) => row.activityId)).toContain(created.activityId);

    const changed = await call<OperatorActivityDto>(updateRoute, '/operator/activities/update', {
      ...asOperator(admin.cookie),
      body: {
        activityId: created.activityId,
        ...promotionFields({ titleEn: 'Crud offer 2', audience: 'trial' }),
      },
    });
    expect(changed.body.data).toMatchObject({ titleEn: 'Crud offer 2', audience: 'trial' });

    const ended = await call<OperatorActivityDto>(endRoute, '/operator/activities/end', {
      ...asOperator(admin.cookie),
      body: { activityId: created.activityId },
    });
    expect(ended.body.data.state).toBe('ended');
    const again = await call(endRoute, '/operator/activities/end', {
      ...asOperator(admin.cookie),
      body: { activityId: created.activityId },
    });
    expect(again.body.code).toBe(ApiCode.conflict);

    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'activity'), eq(auditLog.objectId, created.activityId)));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'activity.create',
      'activity.end',
      'activity.update',
    ]);
    expect(entries.every((entry) => entry.actorId === admin.operatorId)).toBe(true);
  });

  it('refuses bad input with field errors, an unknown product, and operators without the permission', async () => {
    const admin = await signedInOperator('admin');
    const backwards = await call(createRoute, '/operator/activities/create', {
      ...asOperator(admin.cookie),
      body: promotionFields({ startsAt: hoursFromNow(2), endsAt: hoursFromNow(1) }),
    });
    expect(backwards.body.code).toBe(ApiCode.validation);
    expect(JSON.stringify(backwards.body.data)).toContain('endsAt');

    const tooMuch = await call(createRoute, '/operator/activities/create', {
      ...asOperator(admin.cookie),
      body: promotionFields({ discount: { productId: 'x', kind: 'percent', value: 10_001 } }),
    });
    expect(tooMuch.body.code).toBe(ApiCode.validation);

    const unknown = await call(createRoute, '/operator/activities/create', {
      ...asOperator(admin.cookie),
      body: promotionFields({ discount: { productId: 'no-such-product', kind: 'amount', value: 100 } }),
    });
    expect(unknown.body.code).toBe(ApiCode.validation);

    const support = await signedInOperator('support');
    const refused = await call(createRoute, '/operator/activities/create', {
      ...asOperator(support.cookie),
      body: promotionFields(),
    });
    expect(refused.body.code).not.toBe(0);
    const missing = await call(updateRoute, '/operator/activities/update', {
      ...asOperator(admin.cookie),
      body: { activityId: 'missing', ...promotionFields() },
    });
    expect(missing.body.code).toBe(ApiCode.notFound);
  });
});

describe('promotions for customers', () => {
  it('reach only their audience: plan and certification', async () => {
    const admin = await signedInOperator('admin');
    const tag = Math.random().toString(36).slice(2, 8);
    for (const audience of ['all', 'trial', 'standard', 'certified', 'uncertified'] as const)
      await createPromotion(admin.cookie, { titleEn: `${tag}-${audience}`, audience });
    const mine = (list: ActivityDto[]) =>
      titles(list)
        .filter((title) => title.startsWith(tag))
        .sort();

    const trial = await loggedInAccount();
    expect(mine((await effective(trial.token)).data)).toEqual([
      `${tag}-all`,
      `${tag}-trial`,
      `${tag}-uncertified`,
    ]);

    const standard = await loggedInAccount();
    await setPlan(standard.user.corpId, 'standard');
    await markCertified(standard.user);
    expect(mine((await effective(standard.token)).data)).toEqual([
      `${tag}-all`,
      `${tag}-certified`,
      `${tag}-standard`,
    ]);

    // A visitor (the price page) sees everyone's and the trial's.
    const visitor = await call<ActivityDto[]>(publicRoute, '/common/activities/getEffectiveActivities');
    expect(mine(visitor.body.data)).toEqual([`${tag}-all`, `${tag}-trial`]);

    const anonymous = await call(effectiveRoute, '/management/activities/getEffectiveActivities');
    expect(anonymous.body.code).not.toBe(0);
  });

  it('have a state by their period: upcoming, active from the start, ended at the end', async () => {
    const admin = await signedInOperator('admin');
    const tag = Math.random().toString(36).slice(2, 8);
    const upcoming = await createPromotion(admin.cookie, {
      titleEn: `${tag}-upcoming`,
      startsAt: hoursFromNow(1),
      endsAt: hoursFromNow(2),
    });
    await createPromotion(admin.cookie, {
      titleEn: `${tag}-ended`,
      startsAt: hoursFromNow(-3),
      endsAt: hoursFromNow(-2),
    });
    await createPromotion(admin.cookie, { titleEn: `${tag}-active` });

    const customer = await loggedInAccount();
    const all = await call<ActivityDto[]>(allRoute, '/management/activities/getActivities', {
      token: customer.token,
    });
    const states = Object.fromEntries(
      all.body.data.filter((item) => item.titleEn.startsWith(tag)).map((item) => [item.titleEn, item.state]),
    );
    expect(states).toEqual({
      [`${tag}-upcoming`]: 'upcoming',
      [`${tag}-ended`]: 'ended',
      [`${tag}-active`]: 'active',
    });
    expect(titles((await effective(customer.token)).data).filter((t) => t.startsWith(tag))).toEqual([
      `${tag}-active`,
    ]);

    // The boundaries: active at the very start instant, ended at the very end instant.
    const db = await getDb();
    const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms);
    const ids = async (now: Date) =>
      (await effectiveActivitiesOfCorp(db, customer.user.corpId, activityViewPorts, now)).map(
        (a) => a.activityId,
      );
    expect(await ids(at(upcoming.startsAt, -1))).not.toContain(upcoming.activityId);
    expect(await ids(at(upcoming.startsAt))).toContain(upcoming.activityId);
    expect(await ids(at(upcoming.endsAt, -1))).toContain(upcoming.activityId);
    expect(await ids(at(upcoming.endsAt))).not.toContain(upcoming.activityId);
  });
});

/** A verified submission, as a reviewer's approval leaves it (the review flow has its own tests). */
async function markCertified(user: { userId: string; corpId: string }) {
  const db = await getDb();
  await db.insert(certificationSubmissions).values({
    id: randomUUID(),
    corpId: user.corpId,
    userId: user.userId,
    companyName: 'Promo Co',
    creditCode: '91110108551385082Q',
    authenticatorName: 'Wang',
    contactPhone: '010-12345678',
    licenceKey: 'none',
    licenceName: 'licence.png',
    licenceMimeType: 'image/png',
    licenceSize: 1,
    status: 'verified',
  });
}
