'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { storeLimits } from '@/lib/api/accounts';
import { readUserData, writeUserData } from '@/lib/api/user-storage';
import type { UserInfo, UserLimits } from '@/lib/contract/accounts';

interface ConsoleSessionValue {
  user: UserInfo;
  /** Limits the server read with the session, if it did; the console fetches them otherwise. */
  initialLimits?: UserLimits;
}

const ConsoleSessionContext = createContext<ConsoleSessionValue | null>(null);

/** The account the server verified for this console page. */
export function ConsoleSessionProvider({
  user,
  initialLimits,
  children,
}: ConsoleSessionValue & { children: ReactNode }) {
  useEffect(() => {
    // API calls carry userId and corpId from storage (spec §3); keep it in step with the verified session.
    if (readUserData()?.userId !== user.userId) {
      writeUserData({
        userId: user.userId,
        corpId: user.corpId,
        email: user.email,
        companyName: user.companyName,
      });
    }
  }, [user]);
  useEffect(() => {
    // The server read the limits while verifying the session: that is the fetch on entering (spec §6).
    if (initialLimits) storeLimits(initialLimits);
  }, [initialLimits]);
  return <ConsoleSessionContext value={{ user, initialLimits }}>{children}</ConsoleSessionContext>;
}

export function useConsoleSession(): ConsoleSessionValue {
  const value = useContext(ConsoleSessionContext);
  if (!value) throw new Error('useConsoleSession needs a ConsoleSessionProvider');
  return value;
}
