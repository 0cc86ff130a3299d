import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { UserInfo } from '@/features/accounts/contract';
import { ApiFailure } from '@/lib/server/http/failure';
import type { Db } from '@/lib/server/db/client';
import { corporations, users } from '@/lib/server/auth/tables';

export type UserRow = typeof users.$inferSelect;
/**
 * The corporation's columns the accounts area reads: its name. The plan and the trial's end are the plans area's
 * (read through `TrialPort`, features/accounts/server/trial-port.ts).
 */
export const corporationColumns = { id: corporations.id, name: corporations.name };
export type CorporationRow = { id: string; name: string };

export function toUserInfo(user: UserRow, corporation: CorporationRow): UserInfo {
  return {
    id: user.id,
    userId: user.id,
    corpId: user.corpId,
    email: user.email,
    mobile: user.mobile,
    companyName: corporation.name,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserWithCorporation(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, corporation: corporationColumns })
    .from(users)
    .innerJoin(corporations, eq(corporations.id, users.corpId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

export async function userInfoById(db: Db, userId: string): Promise<UserInfo> {
  const { user, corporation } = await findUserWithCorporation(db, userId);
  return toUserInfo(user, corporation);
}
