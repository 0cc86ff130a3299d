import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionaryOf, embeddedFiles, tableAddressIn, withDictionaries } from './espeak-subset';

const dist = path.join(process.cwd(), 'node_modules', 'espeak-ng', 'dist');
const full: Uint8Array<ArrayBuffer> = new Uint8Array(readFileSync(path.join(dist, 'espeak-ng.wasm')));
const table = tableAddressIn(readFileSync(path.join(dist, 'espeak-ng.js'), 'utf8'));
const fullFiles = embeddedFiles(full, table);

type Factory = (options: object) => Promise<{ FS: { readFile(p: string): Uint8Array } }>;

/** One run of the espeak-ng program on the given module, as the package app runs it in the browser. */
async function speak(wasm: Uint8Array<ArrayBuffer>, voice: string, text: string): Promise<Uint8Array> {
  const { default: ESpeakNg } = (await import('espeak-ng')) as unknown as { default: Factory };
  const compiled = await WebAssembly.compile(wasm);
  const espeak = await ESpeakNg({
    arguments: ['-v', voice, '-b', '1', '-f', '/in.txt', '-w', '/out.wav'],
    preRun: [(m: { FS: { writeFile(p: string, d: string): void } }) => m.FS.writeFile('/in.txt', text)],
    print: () => undefined,
    printErr: () => undefined,
    instantiateWasm: (
      imports: WebAssembly.Imports,
      receive: (i: WebAssembly.Instance, m: WebAssembly.Module) => object,
    ) => receive(new WebAssembly.Instance(compiled, imports), compiled),
  });
  return espeak.FS.readFile('/out.wav');
}

const dictionaries = (files: { name: string }[]) =>
  files.flatMap((f) => /\/([^/]+)_dict$/.exec(f.name)?.[1] ?? []).sort();

describe('eSpeak NG with one language’s dictionaries', () => {
  // eSpeak seeds its random numbers from the clock (the f3 variant's voice breathes with them): two runs say the
  // same, sample for sample, only within one second. The clock stands still so the comparison is of the modules.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('reads the dictionary each platform voice uses from its voice file', () => {
    expect(dictionaryOf(full, fullFiles, 'cmn+f3')).toBe('cmn');
    expect(dictionaryOf(full, fullFiles, 'en-us+m3')).toBe('en');
    expect(dictionaryOf(full, fullFiles, 'en-gb-x-rp+m1')).toBe('en');
    expect(dictionaryOf(full, fullFiles, 'ja')).toBe('ja');
    expect(() => dictionaryOf(full, fullFiles, 'klingon')).toThrow(/no voice/);
  });

  it.each([
    ['cmn+f3', 'cmn', '您好，欢迎光临。我们早上九点开门，周末也营业。Wi-Fi 密码在前台。', 3_000_000],
    [
      'en-gb-x-rp+m1',
      'en',
      'Good morning. We open at nine, and the Wi-Fi password is at the front desk.',
      1_500_000,
    ],
  ])(
    '%s: a module a fraction of the size that says the same, sample for sample',
    async (voice, dictionary, text, bound) => {
      const subset = withDictionaries(full, table, [dictionaryOf(full, fullFiles, voice)]);
      expect(full.length).toBeGreaterThan(18_000_000);
      expect(subset.length).toBeLessThan(bound);

      const files = embeddedFiles(subset, table);
      expect(dictionaries(files)).toEqual([...new Set([dictionary, 'en'])].sort());
      // Everything but the other dictionaries is still there: phoneme tables, every voice and variant.
      const notDictionaries = (list: { name: string; size: number }[]) =>
        list.filter((f) => !f.name.endsWith('_dict')).map((f) => `${f.name}:${f.size}`);
      expect(notDictionaries(files)).toEqual(notDictionaries(fullFiles));

      const [before, after] = [await speak(full, voice, text), await speak(subset, voice, text)];
      expect(before.length).toBeGreaterThan(40_000);
      expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
    },
  );
});
