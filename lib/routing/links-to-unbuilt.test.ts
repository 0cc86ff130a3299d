import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNotYetBuilt } from './paths';
import { fixedRedirects, notYetBuilt } from './route-table';

// Until an area exists, nothing may send a visitor to it: these paths answer the 404 page. A page links by a quoted
// path ('/developers', "/collection/home"), a markdown link ((/doc)) or an href; all three are looked for.

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['app', 'components', 'features', 'content', 'public', 'lib/seo', 'lib/navigation'];
const TEXT = /\.(tsx?|mjs|json|mdx?|html)$/;

function files(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return TEXT.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Paths that lead nowhere yet: the pages still to come, and the redirects to them. */
const unbuilt = [
  ...notYetBuilt.filter((entry) => !entry.includes(':')),
  ...Object.entries(fixedRedirects)
    .filter(([, to]) => isNotYetBuilt(to))
    .map(([from]) => from),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('links to areas still to come', () => {
  it('has none left: the collection area’s conversation page was the last (issue 24)', () => {
    expect(unbuilt).toEqual([]);
  });

  it('appear on no page, menu or content file (desktop or /mobile)', () => {
    const found: string[] = [];
    for (const target of unbuilt) {
      const link = new RegExp(`['"(\`]((/mobile)?${escape(target)})(['")\`?#]|/?['"])`);
      for (const file of SOURCES.flatMap((dir) => files(path.join(ROOT, dir)))) {
        if (link.test(readFileSync(file, 'utf8'))) found.push(`${path.relative(ROOT, file)} → ${target}`);
      }
    }
    expect(found).toEqual([]);
  });
});
