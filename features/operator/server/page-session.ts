import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { OperatorMe } from '@/features/operator/contract';
import { getDb } from '@/lib/server/db/client';
import { operatorFromHeaders } from '@/lib/server/operator/identity';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { operatorMe } from './login';

/**
 * The back office's session check for its pages: the proxy only looked at the cookie; here the session itself is
 * verified. Without one, the operators' login page, which returns to the page asked for.
 */
export const verifiedOperator = cache(async (): Promise<OperatorMe> => {
  const requestHeaders = await headers();
  const operator = await operatorFromHeaders(await getDb(), requestHeaders);
  if (operator) return operatorMe(operator);
  const path = safeRedirectPath(requestHeaders.get('x-dh-path')) ?? '/operator';
  redirect(`/operator/login?redirect=${encodeURIComponent(path)}`);
});
