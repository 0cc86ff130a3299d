'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { storeLimits, useUserLimits } from '@/features/accounts/api/user-limits';
import { readUserData, writeUserData } from '@/lib/api-client/user-storage';
import type { UserInfo, UserLimits } from '@/features/accounts/contract';

interface SignedInAccountValue {
  user: UserInfo;
  /** Limits the server read with the session, if it did; the console fetches them otherwise. */
  initialLimits?: UserLimits;
}

const SignedInAccountContext = createContext<SignedInAccountValue | null>(null);

/** The account the server verified for this console page; entering the console fetches its limits (spec §6). */
export function SignedInAccount({
  user,
  initialLimits,
  children,
}: SignedInAccountValue & { children: ReactNode }) {
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
  useUserLimits(initialLimits);
  return <SignedInAccountContext value={{ user, initialLimits }}>{children}</SignedInAccountContext>;
}

export function useSignedInAccount(): SignedInAccountValue {
  const value = useContext(SignedInAccountContext);
  if (!value) throw new Error('useSignedInAccount needs a SignedInAccount');
  return value;
}
