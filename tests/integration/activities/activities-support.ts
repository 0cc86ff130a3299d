import { POST as createRoute } from '@/app/api/operator/activities/create/route';
import type { ActivityFields, OperatorActivityDto } from '@/features/activities/contract';
import { call } from '@/tests/integration/support/api';
import { asOperator } from '@/tests/integration/support/operators';

// Promotions' tests share these: a promotion's fields around now, and creating one as an operator.

const HOUR = 3_600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export const promotionFields = (overrides: Partial<ActivityFields> = {}): ActivityFields => ({
  titleZh: '新春特惠',
  titleEn: 'Spring offer',
  textZh: '并发包八折',
  textEn: 'Concurrency 20% off',
  startsAt: hoursFromNow(-1),
  endsAt: hoursFromNow(24),
  audience: 'all',
  discount: null,
  ...overrides,
});

export async function createPromotion(cookie: string, overrides: Partial<ActivityFields> = {}) {
  const created = await call<OperatorActivityDto>(createRoute, '/operator/activities/create', {
    ...asOperator(cookie),
    body: promotionFields(overrides),
  });
  if (created.body.code !== 0) throw new Error(`promotion: ${JSON.stringify(created.body)}`);
  return created.body.data;
}
