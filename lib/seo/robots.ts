import { BASE_PATH } from '@/lib/config/base-path';

/** Areas that are private or not pages: the API, the console, the session editor and the mobile console. */
export const ROBOTS_DISALLOWED = ['/api', '/dashboard', '/session', '/mobile/dashboard'] as const;

/** robots.txt of one host, pointing at that host's own sitemap; its paths are under the build's base path. */
export function buildRobots(origin: string, basePath: string = BASE_PATH): string {
  return [
    'User-agent: *',
    `Allow: ${basePath || '/'}`,
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${basePath}${path}`),
    '',
    `Sitemap: ${origin}${basePath}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Cache policy of sitemap.xml and robots.txt: a CDN may keep them an hour and serve a stale copy for a day. */
export const SEO_FILE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';
