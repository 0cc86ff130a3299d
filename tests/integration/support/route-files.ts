import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiHandler } from '@/lib/server/http/route';

// Every route file under app/api and the handlers it exports: tests that must cover all routes walk these.

export const API_DIR = path.resolve(__dirname, '../../../app/api');
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

export const routeName = (file: string) => path.relative(API_DIR, path.dirname(file));

export interface RouteHandler {
  route: string;
  method: (typeof METHODS)[number];
  handler: ApiHandler;
}

/** The handlers of one route file (those outside the wrapper have no `.contract`). */
export async function handlersOf(file: string): Promise<RouteHandler[]> {
  const routeModule = (await import(file)) as Record<string, ApiHandler | undefined>;
  return METHODS.flatMap((method) => {
    const handler = routeModule[method];
    return handler ? [{ route: routeName(file), method, handler }] : [];
  });
}

/** A URL for the route, its dynamic segments filled in. */
export const routeUrlPath = (route: string) => `/${route.replace(/\[.*?\]/g, 'x')}`;
