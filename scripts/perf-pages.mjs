// The marketing pages `npm run perf` measures: those of the route table (lib/routing/route-data.mjs), with one page
// per news article (content/news) for each article pattern, desktop and mobile.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { marketingPaths } from '../lib/routing/route-data.mjs';

const SLUG = ':x';

export async function loadMarketingPages() {
  const slugs = newsSlugs();
  return marketingPaths.flatMap((page) =>
    page.includes(SLUG) ? slugs.map((slug) => page.replace(SLUG, slug)) : [page],
  );
}

/** Article slugs: files are `content/news/<slug>.<locale>.md`. */
function newsSlugs() {
  const names = readdirSync(path.resolve('content/news')).filter((name) => name.endsWith('.md'));
  return [...new Set(names.map((name) => name.split('.')[0]))].sort();
}
