import type { APIRequestContext } from '@playwright/test';

/** Same-site paths an HTML page links to, without query or fragment. */
function linkedPaths(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"/][^"]*|\/)"/g)].map(
    ([, href]) => (href ?? '').split(/[?#]/)[0] ?? '',
  );
}

/**
 * The pages a visitor can reach from `start` by following links, within `pages` (the crawl does not wander into
 * the API, the console or files).
 */
export async function reachablePages(
  request: APIRequestContext,
  start: string,
  pages: ReadonlySet<string>,
  userAgent: string,
): Promise<Set<string>> {
  const seen = new Set([start]);
  const queue = [start];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await request.get(path, { headers: { 'user-agent': userAgent } });
    for (const next of linkedPaths(await response.text())) {
      if (pages.has(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
