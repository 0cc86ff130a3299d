/** Areas that are private or not pages: the API, the console, the session editor and the mobile console. */
export const ROBOTS_DISALLOWED = ['/api', '/dashboard', '/session', '/mobile/dashboard'] as const;

/** robots.txt of one host, pointing at that host's own sitemap. */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Cache policy of sitemap.xml and robots.txt: a CDN may keep them an hour and serve a stale copy for a day. */
export const SEO_FILE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';
