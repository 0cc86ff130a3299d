import { isLoginRequired, isRuntimePath } from '@/lib/routing/paths';
import { isAuthPage } from '@/lib/routing/return-path';
import type { RouteClass } from './security-headers.mjs';

export type { RouteClass };

/** The class of a page path (without the locale), which decides who may frame it. */
export function routeClassOf(path: string): RouteClass {
  if (isRuntimePath(path)) return 'runtime';
  if (isLoginRequired(path)) return 'console';
  if (isAuthPage(path)) return 'auth';
  return 'marketing';
}
