import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaEnv, areas, consoleMenu } from '@/areas';
import type { Area } from '@/lib/areas/area';
import { desktopLoginPaths, desktopPublicPaths } from '@/lib/routing/route-table';
import { catalogues } from '@/messages/catalogues';

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A full message key (`Namespace.key`) looked up in a catalogue. */
const lookUp = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/** The variables a text names as `NAME`, in backticks (a README table's first column). */
const backticked = (text: string) => new Set([...text.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

/** The rows of the top README's environment table: the platform's own variables. */
function platformVariables(): Set<string> {
  const readme = read('README.md');
  const section = readme.slice(
    readme.indexOf('\n## Environment\n'),
    readme.indexOf('\n## ', readme.indexOf('\n## Environment\n') + 5),
  );
  const firstColumns = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split(' | ')[0]!)
    .join(' ');
  return backticked(firstColumns);
}

/** `.env.example` as name → value. */
const example = new Map(
  [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const),
);

describe('the areas (areas.ts)', () => {
  it('list every feature folder that declares an area, under its folder’s name', () => {
    const declaring = readdirSync(path.join(root, 'features')).filter((name) =>
      existsSync(path.join(root, 'features', name, 'area.ts')),
    );
    expect(areas.map((area) => area.name).sort()).toEqual(declaring.sort());
  });

  it('give every menu entry a label in both languages, a page and its own slot', () => {
    for (const entry of consoleMenu) {
      expect(typeof lookUp(catalogues.zh, entry.label), entry.label).toBe('string');
      expect(typeof lookUp(catalogues.en, entry.label), entry.label).toBe('string');
      const page = entry.href.split('?')[0]!;
      expect([...desktopLoginPaths, ...desktopPublicPaths], entry.href).toContain(page);
    }
    const slots = consoleMenu.map((entry) => entry.slot);
    expect(slots.filter((slot, i) => slots.indexOf(slot) !== i)).toEqual([]);
  });

  it('are plain data, so the proxy (route table → areas.ts) bundles no message catalogue', () => {
    const importsOf = (file: string) =>
      [...read(file).matchAll(/^import [^;]* from '([^']+)';$/gm)].map((m) => m[1]!);
    const plain = (source: string) =>
      source === '@/lib/areas/area' || /^@\/features\/[\w-]+\/area$/.test(source);
    for (const file of ['areas.ts', ...areas.map((area) => `features/${area.name}/area.ts`)])
      expect(
        importsOf(file).filter((source) => !plain(source)),
        file,
      ).toEqual([]);
  });

  it('declare each page once', () => {
    const pages = areas.flatMap((area: Area) => Object.values(area.routes ?? {}).flat());
    expect(pages.filter((page, i) => pages.indexOf(page) !== i)).toEqual([]);
  });
});

describe('the environment variables', () => {
  const platform = platformVariables();

  it('of .env.example are each the platform’s (top README) or one area’s, and the reverse', () => {
    const declared = [...platform, ...areaEnv.map((env) => env.name)];
    expect(
      declared.filter((name, i) => declared.indexOf(name) !== i),
      'declared twice',
    ).toEqual([]);
    expect(
      [...example.keys()].filter((name) => !declared.includes(name)),
      'in .env.example only',
    ).toEqual([]);
    expect(
      declared.filter((name) => !example.has(name)),
      'missing from .env.example',
    ).toEqual([]);
  });

  it('of an area are explained in its README, with the default .env.example gives', () => {
    for (const env of areaEnv) {
      expect(
        backticked(read(`features/${env.area}/README.md`)),
        `${env.name} in ${env.area}/README.md`,
      ).toContain(env.name);
      const value = example.get(env.name);
      if (value) expect(env.default, env.name).toBe(value);
    }
  });
});
