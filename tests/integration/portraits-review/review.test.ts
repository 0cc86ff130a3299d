import { describe, expect, it } from 'vitest';
import { GET as userModelDetailRoute } from '@/app/api/management/userModel/queryDetail/route';
import { GET as userModelsRoute } from '@/app/api/management/userModel/query/route';
import { GET as digitalListRoute } from '@/app/api/management/digital/getList/route';
import { GET as notificationsRoute } from '@/app/api/management/notifications/list/route';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import { POST as approveRoute } from '@/app/api/operator/portraits/approve/route';
import { GET as photoRoute } from '@/app/api/operator/portraits/photo/route';
import { POST as rejectRoute } from '@/app/api/operator/portraits/reject/route';
import { GET as queueRoute } from '@/app/api/operator/portraits/route';
import type { NotificationItem } from '@/features/notifications/contract';
import type { AuditRow } from '@/features/operator/contract';
import type { PortraitQueueRow } from '@/features/portraits-review/contract';
import { portraitCode } from '@/features/catalogue/contract/user-models';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { getBytes } from '@/tests/integration/certification/certification-support';
import { IMAGES } from '@/tests/integration/storage/images';
import { accountIds, seedPortrait } from './seed-portrait';

const queue = async (cookie: string, status?: string) =>
  (
    await call<Page<PortraitQueueRow>>(queueRoute, '/operator/portraits', {
      ...asOperator(cookie),
      query: { pageSize: '100', ...(status ? { status } : {}) },
    })
  ).body;

const decide = (route: typeof approveRoute, path: string, cookie: string, body: object) =>
  call<{ id: string; status: string }>(route, path, { ...asOperator(cookie), body });

const customerWithPortrait = async (status?: string) => {
  const customer = await loggedInAccount();
  const ids = await accountIds(customer.email);
  const portrait = await seedPortrait(ids, { status });
  return { customer, ids, portrait };
};

describe('portrait review', () => {
  it('lists a portrait in review with its consent, corporation and maker; the reviewer sees its photo', async () => {
    const reviewer = await signedInOperator('reviewer');
    const { customer, ids, portrait } = await customerWithPortrait();
    const waiting = await queue(reviewer.cookie);
    expect(waiting.code).toBe(0);
    const row = waiting.data.list.find((r) => r.id === portrait.id);
    expect(row).toMatchObject({
      name: portrait.name,
      status: 'review',
      corpId: ids.corpId,
      createdBy: ids.userId,
      createdByEmail: customer.email,
      hasPhoto: true,
      consent: { personName: '李雷', typedName: '李雷', termsVersion: '2026-11', recordedBy: ids.userId },
      reviewedAt: null,
    });
    expect(row?.corpName).toEqual(expect.any(String));
    // A portrait still being made is not the reviewer's yet.
    const processing = await seedPortrait(ids, { status: 'processing' });
    expect((await queue(reviewer.cookie)).data.list.some((r) => r.id === processing.id)).toBe(false);

    const photo = await getBytes(photoRoute, '/operator/portraits/photo', { id: portrait.id }, reviewer);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(IMAGES.png.bytes);
    const missing = await getBytes(photoRoute, '/operator/portraits/photo', { id: 'nope' }, reviewer);
    expect(missing.headers.get('content-type')).toMatch(/json/);
    expect(((await missing.json()) as { code: number }).code).toBe(ApiCode.notFound);
  });

  it('approval makes it ready, a character of its corporation only; audited and the maker told', async () => {
    const reviewer = await signedInOperator('reviewer');
    const { customer, portrait } = await customerWithPortrait();
    const other = await loggedInAccount();

    // In review it is not yet a character.
    const before = await call<Page<{ code: string; source: string }>>(
      digitalListRoute,
      '/management/digital/getList',
      { token: customer.token, query: { source: 'own', pageSize: '100' } },
    );
    expect(before.body.data.list.some((c) => c.code === portraitCode(portrait.id))).toBe(false);

    const approved = await decide(approveRoute, '/operator/portraits/approve', reviewer.cookie, {
      id: portrait.id,
    });
    expect(approved.body).toMatchObject({ code: 0, data: { id: portrait.id, status: 'ready' } });

    const own = await call<Page<{ code: string; source: string }>>(
      digitalListRoute,
      '/management/digital/getList',
      {
        token: customer.token,
        query: { source: 'own', pageSize: '100' },
      },
    );
    expect(own.body.data.list.map((c) => c.code)).toContain(portraitCode(portrait.id));
    const mine = await call<Page<{ id: string; status: string }>>(
      userModelsRoute,
      '/management/userModel/query',
      {
        token: customer.token,
      },
    );
    expect(mine.body.data.list.find((m) => m.id === portrait.id)?.status).toBe('ready');

    // Another corporation never sees it: not in its characters, not in its models, not by id.
    const theirs = await call<Page<{ code: string }>>(digitalListRoute, '/management/digital/getList', {
      token: other.token,
      query: { pageSize: '100' },
    });
    expect(theirs.body.data.list.some((c) => c.code === portraitCode(portrait.id))).toBe(false);
    const theirModels = await call<Page<{ id: string }>>(userModelsRoute, '/management/userModel/query', {
      token: other.token,
    });
    expect(theirModels.body.data.list).toEqual([]);
    const byId = await call(userModelDetailRoute, '/management/userModel/queryDetail', {
      token: other.token,
      query: { id: portrait.id },
    });
    expect(byId.body.code).toBe(ApiCode.notFound);

    // Decided once: the second decision is a conflict, and nothing changes.
    const late = await decide(rejectRoute, '/operator/portraits/reject', reviewer.cookie, {
      id: portrait.id,
      reason: 'Too late',
    });
    expect(late.body.code).toBe(ApiCode.conflict);
    expect((await queue(reviewer.cookie, 'ready')).data.list.find((r) => r.id === portrait.id)).toMatchObject(
      {
        status: 'ready',
        reviewedBy: reviewer.operatorId,
        rejectReason: null,
      },
    );

    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(reviewer.cookie),
      query: { objectType: 'portrait', objectId: portrait.id },
    });
    expect(log.body.data.list.map((row) => row.action)).toEqual(['portrait.approve']);

    const bell = await call<Page<NotificationItem>>(notificationsRoute, '/management/notifications/list', {
      token: customer.token,
    });
    expect(bell.body.data.list[0]).toMatchObject({
      kind: 'portrait.decided',
      params: { title: portrait.name, outcome: 'approved' },
    });
  });

  it('rejection needs a reason, which the maker reads; the portrait is never a character', async () => {
    const reviewer = await signedInOperator('admin');
    const { customer, portrait } = await customerWithPortrait();

    const noReason = await decide(rejectRoute, '/operator/portraits/reject', reviewer.cookie, {
      id: portrait.id,
      reason: '  ',
    });
    expect(noReason.body.code).toBe(ApiCode.validation);

    const reason = 'The consent was typed by someone other than the person shown.';
    const rejected = await decide(rejectRoute, '/operator/portraits/reject', reviewer.cookie, {
      id: portrait.id,
      reason,
    });
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'rejected' } });
    expect(
      (await queue(reviewer.cookie, 'rejected')).data.list.find((r) => r.id === portrait.id),
    ).toMatchObject({
      rejectReason: reason,
    });
    expect((await queue(reviewer.cookie)).data.list.some((r) => r.id === portrait.id)).toBe(false);

    const own = await call<Page<{ code: string }>>(digitalListRoute, '/management/digital/getList', {
      token: customer.token,
      query: { source: 'own', pageSize: '100' },
    });
    expect(own.body.data.list.some((c) => c.code === portraitCode(portrait.id))).toBe(false);
    const approveLate = await decide(approveRoute, '/operator/portraits/approve', reviewer.cookie, {
      id: portrait.id,
    });
    expect(approveLate.body.code).toBe(ApiCode.conflict);

    const bell = await call<Page<NotificationItem>>(notificationsRoute, '/management/notifications/list', {
      token: customer.token,
    });
    expect(bell.body.data.list[0]).toMatchObject({
      kind: 'portrait.decided',
      params: { outcome: 'rejected', reason },
    });
    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(reviewer.cookie),
      query: { objectType: 'portrait', objectId: portrait.id },
    });
    expect(log.body.data.list[0]).toMatchObject({ action: 'portrait.reject' });
  });

  it('a portrait without the recorded consent of the person shown cannot be approved, only rejected', async () => {
    const reviewer = await signedInOperator('admin');
    const customer = await loggedInAccount();
    const portrait = await seedPortrait(await accountIds(customer.email), { withoutConsent: true });
    const refused = await decide(approveRoute, '/operator/portraits/approve', reviewer.cookie, {
      id: portrait.id,
    });
    expect(refused.body.code).toBe(ApiCode.conflict);
    expect(refused.body.message).toBe('缺少照片或被拍摄人的授权记录，不能通过该肖像。');
    expect((await queue(reviewer.cookie)).data.list.find((r) => r.id === portrait.id)).toMatchObject({
      status: 'review',
      consent: null,
    });
    const rejected = await decide(rejectRoute, '/operator/portraits/reject', reviewer.cookie, {
      id: portrait.id,
      reason: 'No consent was recorded.',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
  });

  it('only reviewers and admins: support and moderators are refused; customers cannot call it; unknown ids are not found', async () => {
    const { customer, portrait } = await customerWithPortrait();
    for (const role of ['support', 'moderator'] as const) {
      const operator = await signedInOperator(role);
      expect((await queue(operator.cookie)).code).toBe(ApiCode.forbidden);
      const approve = await decide(approveRoute, '/operator/portraits/approve', operator.cookie, {
        id: portrait.id,
      });
      expect(approve.body.code).toBe(ApiCode.forbidden);
      const photo = await getBytes(photoRoute, '/operator/portraits/photo', { id: portrait.id }, operator);
      // Refused with the envelope, never the bytes.
      expect(photo.headers.get('content-type')).toMatch(/json/);
      expect(((await photo.json()) as { code: number }).code).toBe(ApiCode.forbidden);
    }
    const asCustomer = await call(approveRoute, '/operator/portraits/approve', {
      token: customer.token,
      body: { id: portrait.id },
    });
    expect(asCustomer.body.code).not.toBe(0);
    const reviewer = await signedInOperator('reviewer');
    const unknown = await decide(approveRoute, '/operator/portraits/approve', reviewer.cookie, {
      id: 'no-such',
    });
    expect(unknown.body.code).toBe(ApiCode.notFound);
    // Still waiting after all those refusals.
    expect((await queue(reviewer.cookie)).data.list.find((r) => r.id === portrait.id)?.status).toBe('review');
  });
});
