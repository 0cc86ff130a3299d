import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountPaths, type UserLimits } from '@/features/accounts/contract';
import { webGet } from '@/lib/api-client/web-client';
import { accountKeys } from './keys';

// GET /sys-api/user/limits – spec §6: fetched on entering the console and kept for the browser session.

const STORAGE_KEY = 'userLimits';

function readStoredLimits(): UserLimits | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as UserLimits) : undefined;
  } catch {
    return undefined;
  }
}

export function storeLimits(limits: UserLimits) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(limits));
  } catch {
    // Without storage the limits are fetched again on the next console page.
  }
}

async function fetchUserLimits(): Promise<UserLimits> {
  const limits = await webGet<UserLimits>(accountPaths.userLimits);
  storeLimits(limits);
  return limits;
}

const userLimitsQueryOptions = (initial?: UserLimits) =>
  queryOptions({
    queryKey: accountKeys.limits,
    queryFn: fetchUserLimits,
    initialData: () => initial ?? readStoredLimits(),
    // Fetched once on entering the console, then kept for the session (spec §6).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useUserLimits = (initial?: UserLimits) => useQuery(userLimitsQueryOptions(initial));
