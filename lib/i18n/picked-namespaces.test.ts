import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A client island sees only the namespaces its NextIntlClientProvider picked: a component that reads another one
// shows raw keys such as `SessionsUpload.hint` and logs MISSING_MESSAGE on every render (issue 19 §1.1). This test
// reads the sources as text: from every page and layout it follows the server modules, finds which provider wraps
// each client component they render, and checks that the provider's namespaces cover every `useTranslations`
// namespace of that component and of everything it imports.

const root = path.resolve(__dirname, '../..');
const appRoot = path.join(root, 'app/[locale]');

const read = (file: string) => readFileSync(file, 'utf8');
const isClient = (source: string) => /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(source);

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.(tsx?|mjs)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

/** The value imports of a module: local name → file (type-only imports and packages left out). */
function importsOf(file: string, source: string): Map<string, string> {
  const found = new Map<string, string>();
  // Statements only, at a line's start: a comment that says "import … from …" is no import.
  const pattern = /^import\s+(?!type\s)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;
  for (const [, clause, spec] of source.matchAll(pattern)) {
    const target = resolveImport(file, spec!);
    if (!target) continue;
    const names = clause!
      .replace(/[{}]/g, ',')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) =>
        part
          .split(/\s+as\s+/)
          .pop()!
          .replace(/^\*\s+as\s+/, '')
          .trim(),
      );
    for (const name of names) found.set(name, target);
  }
  for (const [, spec] of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolveImport(file, spec!);
    if (target) found.set(`dynamic:${spec}`, target);
  }
  return found;
}

const namespaceCache = new Map<string, Set<string>>();

/** Every namespace a client module and the modules it imports read with useTranslations. */
function clientNamespaces(file: string, seen = new Set<string>()): Set<string> {
  const cached = namespaceCache.get(file);
  if (cached) return cached;
  const result = new Set<string>();
  if (seen.has(file)) return result;
  seen.add(file);
  const source = read(file);
  for (const [, ns] of source.matchAll(/useTranslations\(\s*['"]([^'".]+)/g)) result.add(ns!);
  for (const target of importsOf(file, source).values()) {
    for (const ns of clientNamespaces(target, seen)) result.add(ns);
  }
  if (seen.size === 1) namespaceCache.set(file, result);
  return result;
}

interface Region {
  namespaces: string[];
  text: string;
}

/** The `<NextIntlClientProvider messages=…>` elements of a server module, with the namespaces each one passes. */
function providerRegions(source: string): Region[] {
  const regions: Region[] = [];
  const pattern = /<NextIntlClientProvider\b([\s\S]*?)>([\s\S]*?)<\/NextIntlClientProvider>/g;
  for (const [, attributes, body] of source.matchAll(pattern)) {
    const picked = /pickMessages\(\s*\w+\s*,\s*\[([^\]]*)\]/.exec(attributes!);
    const literal = /messages=\{\{([^}]*)\}\}/.exec(attributes!);
    const namespaces = picked
      ? [...picked[1]!.matchAll(/['"](\w+)['"]/g)].map((m) => m[1]!)
      : literal
        ? [...literal[1]!.matchAll(/(\w+)\s*:/g)].map((m) => m[1]!)
        : null;
    if (!namespaces) throw new Error(`a provider whose namespaces this test cannot read:\n${attributes}`);
    regions.push({ namespaces, text: body! });
  }
  return regions;
}

interface Finding {
  where: string;
  component: string;
  missing: string[];
}

const relative = (file: string) => path.relative(root, file);

/**
 * Follows a server module: client components it refers to inside a provider are checked against that provider,
 * the others against the provider that wraps the module (`context`; null when none is known, then unchecked).
 */
function checkServerModule(file: string, context: string[] | null, findings: Finding[], seen: Set<string>) {
  const key = `${file}|${context?.join(',') ?? ''}`;
  if (seen.has(key)) return;
  seen.add(key);
  const source = read(file);
  const imports = importsOf(file, source);
  const regions = providerRegions(source);
  let rest = source.replace(/^import[\s\S]*?from\s+['"][^'"]+['"];?$/gm, '');
  for (const region of regions) rest = rest.replace(region.text, '');

  // A helper that renders a component it is given inside its own provider (the wizard's pages): the components
  // handed to it are checked against that provider.
  let restContext = context;
  for (const target of new Set(imports.values())) {
    const targetSource = read(target);
    if (isClient(targetSource)) continue;
    const targetImports = new Set(importsOf(target, targetSource).keys());
    for (const region of providerRegions(targetSource)) {
      const tags = [...region.text.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!);
      if (tags.some((tag) => !targetImports.has(tag))) restContext = region.namespaces;
    }
  }

  const visit = (withStrings: string, scope: string[] | null) => {
    // A name inside a string (`namespace: 'SdkGuide.meta'`) is no reference to the component.
    const text = withStrings.replace(/'[^'\n]*'|"[^"\n]*"/g, "''");
    for (const [name, target] of imports) {
      const used = name.startsWith('dynamic:') || new RegExp(`\\b${name}\\b`).test(text);
      if (!used) continue;
      const targetSource = read(target);
      if (isClient(targetSource)) {
        if (!scope) continue;
        const missing = [...clientNamespaces(target)].filter((ns) => !scope.includes(ns));
        if (missing.length) findings.push({ where: relative(file), component: relative(target), missing });
      } else {
        checkServerModule(target, scope, findings, seen);
      }
    }
  };
  for (const region of regions) {
    // `{children}` inside a provider: the pages below the layout that renders this module get its namespaces.
    visit(region.text, region.namespaces);
  }
  visit(rest, restContext);
}

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (entry === 'page.tsx' || entry === 'layout.tsx') found.push(full);
  }
  return found;
}

/** The namespaces a layout's provider passes to its `{children}`, when it has one. */
function childrenContext(layout: string): string[] | null {
  const source = read(layout);
  for (const target of importsOf(layout, source).values()) {
    for (const region of providerRegions(read(target))) {
      if (/\{children\}/.test(region.text)) return region.namespaces;
    }
  }
  return null;
}

function contextOf(file: string): string[] | null {
  let dir = path.dirname(file);
  const ownLayout = path.basename(file) === 'layout.tsx';
  while (dir.startsWith(appRoot)) {
    const layout = path.join(dir, 'layout.tsx');
    if (existsSync(layout) && !(ownLayout && layout === file)) {
      const context = childrenContext(layout);
      if (context) return context;
    }
    if (ownLayout && layout === file) {
      const context = childrenContext(layout);
      if (context) return context;
    }
    dir = path.dirname(dir);
  }
  return null;
}

describe('the namespaces each page picks for its client components', () => {
  const entries = walk(appRoot);

  it('finds the console pages and the editor', () => {
    expect(entries.map(relative)).toContain('app/[locale]/(console)/session/edit/page.tsx');
    expect(contextOf(path.join(appRoot, '(console)/dashboard/session/page.tsx'))).toContain('Console');
  });

  it('cover every namespace those components read', () => {
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const entry of entries) checkServerModule(entry, contextOf(entry), findings, seen);
    expect(findings).toEqual([]);
  });
});
