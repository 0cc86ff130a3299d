import 'server-only';
import type { AccountInfo } from '@/features/accounts/contract';
import type { Db } from '@/lib/server/db/client';
import { findUserWithCorporation, toUserInfo } from './users';

// The account page's and `user/queryUserInfo`'s answer. The accounts area owns the user and the company's name;
// the plan, the certification and the applications belong to other areas, read through ports composed in
// app/_compose/account-info-ports.ts.

const DAY_MS = 24 * 3600 * 1000;

export interface AccountInfoPorts {
  standing: (
    db: Db,
    corpId: string,
  ) => Promise<{ plan: string; trial: boolean; trialEndsAt: Date; discountPercent: number } | null>;
  certification: (
    db: Db,
    corpId: string,
  ) => Promise<{ state: AccountInfo['certification']; contact: AccountInfo['contact'] }>;
  applications: (db: Db, corpId: string) => Promise<AccountInfo['applications']>;
}

export async function accountInfo(
  db: Db,
  userId: string,
  ports: AccountInfoPorts,
  now = new Date(),
): Promise<AccountInfo> {
  const { user, corporation } = await findUserWithCorporation(db, userId);
  const [standing, certification, applications] = await Promise.all([
    ports.standing(db, user.corpId),
    ports.certification(db, user.corpId),
    ports.applications(db, user.corpId),
  ]);
  const trial = standing?.trial ?? false;
  const msLeft = standing ? standing.trialEndsAt.getTime() - now.getTime() : 0;
  return {
    ...toUserInfo(user, corporation),
    appId: applications[0]?.appId ?? null,
    applications,
    contact: certification.contact,
    plan: standing?.plan ?? 'trial',
    trial,
    trialEndsAt: trial && standing ? standing.trialEndsAt.toISOString() : null,
    trialDaysRemaining: trial ? Math.max(0, Math.ceil(msLeft / DAY_MS)) : null,
    certification: certification.state,
    certified: certification.state === 'verified',
    discountPercent: standing?.discountPercent ?? 0,
  };
}
