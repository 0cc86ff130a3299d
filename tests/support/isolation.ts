import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which test files need a module registry of their own. Most files run without isolation (Vitest's
 * `isolate: false`): a worker imports the shared modules once instead of once per file, which was most of the
 * suite's time on two cores. A file that replaces a module or a method (`vi.mock`, `vi.doMock`, `vi.spyOn`,
 * `vi.stubEnv`, `vi.stubGlobal`) would leak that into the files after it, so it keeps isolation, as do the files
 * the config names (they read a value a module keeps per process).
 */
const REPLACES = /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|hoisted)\(/;

/** The `*.test.ts` files in `dir` (relative to `root`), recursively unless `shallow`. */
export function testFilesIn(root: string, dir: string, shallow = false) {
  return readdirSync(path.join(root, dir), { recursive: !shallow, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));
}

/** The files among `files` that keep isolation, as globs for Vitest's `include` and `exclude` (`[locale]` escaped). */
export function needingIsolation(root: string, files: string[], alsoIsolated: string[] = []) {
  return files
    .filter(
      (file) => alsoIsolated.includes(file) || REPLACES.test(readFileSync(path.join(root, file), 'utf8')),
    )
    .map((file) => file.replace(/[[\](){}*?!]/g, '\\$&'));
}
