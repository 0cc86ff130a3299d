import { isLoginRequired, isRuntimePath } from '@/lib/routing/paths';
import type { RouteClass } from './security-headers.mjs';

export type { RouteClass };

const AUTH_PAGES = new Set([
  '/login',
  '/register',
  '/reset',
  '/mobile/login',
  '/mobile/register',
  '/mobile/reset',
]);

/** The class of a page path (without the locale), which decides who may frame it. */
export function routeClassOf(path: string): RouteClass {
  if (isRuntimePath(path)) return 'runtime';
  if (isLoginRequired(path)) return 'console';
  if (AUTH_PAGES.has(path)) return 'auth';
  return 'marketing';
}
