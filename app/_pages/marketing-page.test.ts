import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { marketingPaths, publicPatterns } from '@/lib/routing/route-table';

const appDir = path.join(process.cwd(), 'app', '[locale]');
const CALL = /marketingPage\('([^']+)', '(desktop|phone)'/;
// The docs center's pages come from their own factories (app/_pages/doc-pages.tsx): they name no path, so their
// folder is their route.
const DOC_CALL = /(?:docs?(?:Home|Guide)|apiTag)Page\('(desktop|phone)'\)/;

/** Each page file that calls marketingPage(), by the route its folder gives it (groups dropped). */
function factoryPages(): Map<string, string> {
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'page.tsx',
  );
  const pages = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(path.join(appDir, file), 'utf8');
    const call = CALL.exec(source);
    const docCall = DOC_CALL.exec(source);
    if (!call && !docCall) continue;
    const route = `/${path.dirname(file)}`
      .split(path.sep)
      .join('/')
      .replace(/\/\([^)]+\)/g, '')
      .replace('/[...slug]', '/:x')
      .replace('/[tag]', '/:x');
    pages.set(route, call ? devicePath(call[1]!, call[2] as 'desktop' | 'phone') : route);
  }
  return pages;
}

describe('marketing page files', () => {
  const pages = factoryPages();

  it('each name the page of their own folder', () => {
    for (const [route, named] of pages) expect(named, route).toBe(route);
  });

  it('exist for every marketing page of the route table, on its devices', () => {
    const patterns = new Set<string>(publicPatterns);
    expect([...pages.keys()].sort()).toEqual(marketingPaths.filter((p) => !patterns.has(p)).sort());
  });
});
