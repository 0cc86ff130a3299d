import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEspeakProvider } from './espeak-provider';
import { createTtsRegistry } from './registry';
import { createSentenceClips } from './sentence-clips';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sentence-clips-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('sentence clips', { timeout: 30_000 }, () => {
  it('synthesize a sentence once, and serve only the clips they made, from any instance sharing the folder', async () => {
    const espeak = createEspeakProvider();
    const synthesize = vi.fn(espeak.synthesize);
    const registry = createTtsRegistry([{ ...espeak, synthesize }]);
    const clips = createSentenceClips(registry, dir);
    const voice = { ttsId: 'espeak:en-us-f3', volume: 50, pitch: 50, speed: 1 };

    const first = await clips.speak('We open at nine.', voice);
    expect(first).toEqual({ clipId: expect.stringMatching(/^[0-9a-f]{64}$/) as string, cached: false });
    expect(await clips.speak('We open at nine.', voice)).toEqual({ clipId: first!.clipId, cached: true });
    expect(synthesize).toHaveBeenCalledTimes(1);
    const louder = await clips.speak('We open at nine.', { ...voice, volume: 80 });
    expect(louder!.clipId).not.toBe(first!.clipId);

    const bytes = await createSentenceClips(registry, dir).clip(first!.clipId);
    expect(bytes?.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(await clips.clip('0'.repeat(64))).toBeUndefined();
    expect(await clips.clip('../../etc/passwd')).toBeUndefined();
  });

  it('leave a device voice to the visitor’s device', async () => {
    const clips = createSentenceClips(createTtsRegistry([createEspeakProvider()]), dir);
    expect(await clips.speak('Hello.', { ttsId: 'browser:en' })).toBeNull();
  });
});
