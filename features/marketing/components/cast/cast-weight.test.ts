import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The cast and the demo's poster are drawn on the server into the page's HTML: nothing they reach may become a
// client island (which would ship its code to every visitor), and the live runtime must stay out of the page.

const root = process.cwd();
const dir = 'features/marketing/components/cast';
const LOCAL_IMPORT = /^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]((?:\.|@\/)[^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  return (
    [`${base}.ts`, `${base}.tsx`, `${base}.mjs`, base].find(
      (f) => /\.m?tsx?$|\.mjs$/.test(f) && existsSync(f),
    ) ?? null
  );
}

/** Every local module the cast's components reach through value imports. */
function modulesReached(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(LOCAL_IMPORT)) {
      const local = resolveLocal(file, specifier!);
      if (local) visit(local);
    }
  };
  for (const name of readdirSync(path.join(root, dir)).filter((n) => /^[A-Z].*\.tsx$/.test(n)))
    visit(path.join(root, dir, name));
  return [...seen].map((file) => path.relative(root, file));
}

describe('the cast on the marketing pages', () => {
  const modules = modulesReached();

  it('draws the characters from the renderer (checking the walk itself)', () => {
    expect(modules).toContain('components/digital-human/character/Character.tsx');
    expect(modules).toContain('features/marketing/components/cast/DemoFacade.tsx');
  });

  it('is server components only: no client island, no live runtime', () => {
    const islands = modules.filter((file) => /^\s*['"]use client['"]/m.test(readFileSync(file, 'utf8')));
    expect(islands).toEqual([]);
    expect(
      modules.filter((file) => file.includes('digital-human/live/') || file.includes('features/runtime/')),
    ).toEqual([]);
  });
});
