import { describe, expect, it } from 'vitest';
import { MERGED_NAMESPACES, catalogueParts, catalogues } from '@/messages/catalogues';

const { zh, en } = catalogues;

/** Every leaf of a catalogue as `Namespace.key.path`, with the type of its value. */
function leaves(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [`${prefix}:${typeof node}`];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogues', () => {
  it('hold the same keys in zh and en, at every depth', () => {
    const zhKeys = leaves(zh);
    const enKeys = leaves(en);
    expect(
      enKeys.filter((k) => !zhKeys.includes(k)),
      'only in en',
    ).toEqual([]);
    expect(
      zhKeys.filter((k) => !enKeys.includes(k)),
      'only in zh',
    ).toEqual([]);
  });

  it('define each namespace once, in the shared catalogue or in one area', () => {
    for (const parts of Object.values(catalogueParts)) {
      const names = parts
        .flatMap((part) => Object.keys(part))
        .filter((name) => !MERGED_NAMESPACES.includes(name));
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
  });

  it('define each API and validation message once, in the shared catalogue or in one area', () => {
    for (const parts of Object.values(catalogueParts))
      for (const namespace of MERGED_NAMESPACES) {
        const keys = parts.flatMap((part) =>
          Object.keys((part as Record<string, object | undefined>)[namespace] ?? {}),
        );
        expect(keys.length, namespace).toBeGreaterThan(10);
        expect(
          keys.filter((key, i) => keys.indexOf(key) !== i),
          namespace,
        ).toEqual([]);
      }
  });

  it('hold no empty texts', () => {
    const empty = (catalogue: unknown, prefix = ''): string[] =>
      catalogue !== null && typeof catalogue === 'object'
        ? Object.entries(catalogue).flatMap(([k, v]) => empty(v, prefix ? `${prefix}.${k}` : k))
        : typeof catalogue === 'string' && catalogue.trim() === ''
          ? [prefix]
          : [];
    expect(empty(zh)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
});
