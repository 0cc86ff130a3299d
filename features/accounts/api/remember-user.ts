import type { UserInfo } from '@/features/accounts/contract';
import { clearUserData, writeUserData } from '@/lib/api-client/user-storage';

/** A new login starts a new console session: limits of an earlier account must not linger. */
export function rememberUser(user: UserInfo) {
  clearUserData();
  writeUserData({
    userId: user.userId,
    corpId: user.corpId,
    email: user.email,
    companyName: user.companyName,
  });
}
