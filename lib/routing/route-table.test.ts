import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  desktopLoginPaths,
  desktopPublicPaths,
  mobileLoginPaths,
  mobileLoginPatterns,
  mobileOnlyPaths,
  mobilePublicPaths,
  notYetBuilt,
  operatorPaths,
  publicPatterns,
  referencePatterns,
  runtimePatterns,
} from '@/lib/routing/route-table';

const appDir = path.join(process.cwd(), 'app', '[locale]');

/** Every page file under app/[locale] as a route-table entry: groups dropped, `[slug]` written `:x`. */
function pageRoutes(): Set<string> {
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' });
  return new Set(
    files
      .filter((file) => path.basename(file) === 'page.tsx' && !file.includes('[...'))
      .map((file) =>
        `/${path.dirname(file)}`
          .split(path.sep)
          .join('/')
          .replace(/\/\([^)]+\)/g, '')
          .replace(/\[[^\]]+\]/g, ':x'),
      ),
  );
}

const table = new Set<string>([
  ...desktopPublicPaths,
  ...desktopLoginPaths,
  ...mobilePublicPaths,
  ...mobileLoginPaths,
  ...mobileOnlyPaths,
  ...runtimePatterns,
  ...mobileLoginPatterns,
  ...publicPatterns,
  ...referencePatterns,
  ...operatorPaths,
]);

describe('the route table and the pages that exist', () => {
  const pages = pageRoutes();

  it('lists as not yet built exactly the entries without a page file', () => {
    const missing = [...table].filter((entry) => !pages.has(entry));
    expect(missing.sort()).toEqual([...notYetBuilt].sort());
  });

  it('has an entry for every page file', () => {
    for (const page of pages) expect(table.has(page), page).toBe(true);
  });
});
