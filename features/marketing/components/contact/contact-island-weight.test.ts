import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
// Value imports only: `import type` costs the page nothing, and `import()` loads when the visitor starts typing.
const STATIC_IMPORT = /^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The packages a module pulls into the page's script, through every local module it imports. */
function packagesReached(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const local = resolveLocal(file, specifier);
        if (local) visit(local);
      } else packages.add(specifier);
    }
  };
  visit(path.join(root, entry));
  return packages;
}

describe('the contact form island', () => {
  it('ships only its markup with the page: no form library, Mantine, React Query, next-intl or zod', () => {
    const packages = [...packagesReached('features/marketing/components/contact/ContactForm.tsx')];
    expect(
      packages.filter((name) =>
        /^(react-hook-form|@hookform|@mantine|@tanstack|next-intl|zod)(\/|$)/.test(name),
      ),
    ).toEqual([]);
  });

  it('loads the one form hook when the visitor starts, still without Mantine, React Query or next-intl', () => {
    const packages = [...packagesReached('features/marketing/components/contact/ContactFormLive.tsx')];
    expect(packages).toContain('react-hook-form');
    expect(packages.filter((name) => /^(@mantine|@tanstack|next-intl|zod)(\/|$)/.test(name))).toEqual([]);
  });
});
