// The marketing pages `npm run perf` measures, read from lib/routing/route-table.ts (transpiled on the fly, since
// Node 20 cannot import TypeScript), and one page per news article (content/news), desktop and mobile.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const AUTH_PAGES = new Set([
  '/login',
  '/register',
  '/reset',
  '/mobile/login',
  '/mobile/register',
  '/mobile/reset',
]);
/** Public paths of later issues (developer area, collection mini-site) that are no marketing pages. */
const NOT_MARKETING = /^\/(community|doc|collection)(\/|$)/;

export async function loadMarketingPages() {
  const source = readFileSync(path.resolve('lib/routing/route-table.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'dh-routes-'));
  const file = path.join(dir, 'route-table.mjs');
  writeFileSync(file, outputText);
  try {
    const table = await import(pathToFileURL(file).href);
    const pages = [...table.desktopPublicPaths, ...table.mobilePublicPaths].filter(
      (p) => !AUTH_PAGES.has(p) && !NOT_MARKETING.test(p),
    );
    return [...pages, ...newsSlugs().flatMap((slug) => [`/news/${slug}`, `/mobile/news/${slug}`])];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Article slugs: files are `content/news/<slug>.<locale>.md`. */
function newsSlugs() {
  const names = readdirSync(path.resolve('content/news')).filter((name) => name.endsWith('.md'));
  return [...new Set(names.map((name) => name.split('.')[0]))].sort();
}
