import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAudition } from './audition';
import { createEspeakProvider } from './espeak-provider';
import { createTtsRegistry } from './registry';
import { parseWav } from './wav';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The real embedded engine, counted. */
function countedEspeak() {
  const espeak = createEspeakProvider();
  const synthesize = vi.fn(espeak.synthesize);
  return { registry: createTtsRegistry([{ ...espeak, synthesize }]), synthesize };
}

describe('auditioning a voice', { timeout: 30_000 }, () => {
  it('makes a clip once, then returns the same bytes from memory and from disk', async () => {
    const { registry, synthesize } = countedEspeak();
    const input = { ttsId: 'espeak:cmn-f3', volume: 70, pitch: 40, speed: 1.2 };
    const audition = createAudition(registry, dir);

    const first = await audition(input);
    expect(first).toMatchObject({ mimeType: 'audio/wav', cached: false });
    expect(first.durationMs).toBe(parseWav(first.audio).durationMs);
    expect(first.durationMs).toBeGreaterThan(1000);
    expect(synthesize).toHaveBeenCalledTimes(1);
    expect(synthesize.mock.calls[0]![0]).toMatchObject({
      text: '您好，我是小雅，很高兴为您服务。',
      volume: 70,
      pitch: 40,
      speed: 1.2,
    });

    const again = await audition(input);
    expect(again.cached).toBe('memory');
    expect(again.audio.equals(first.audio)).toBe(true);

    const files = await readdir(dir);
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.wav$/)]);
    const afterRestart = await createAudition(registry, dir)(input);
    expect(afterRestart.cached).toBe('disk');
    expect(afterRestart.audio.equals(first.audio)).toBe(true);
    expect(synthesize).toHaveBeenCalledTimes(1);
  });

  it('makes a new clip when the voice, the text or a setting changes', async () => {
    const { registry, synthesize } = countedEspeak();
    const audition = createAudition(registry, dir);
    const base = { ttsId: 'espeak:en-us-f3', text: 'Good morning.' };
    await audition(base);
    await audition({ ...base, volume: 80 });
    await audition({ ...base, pitch: 60 });
    await audition({ ...base, speed: 1.5 });
    await audition({ ...base, ttsId: 'espeak:en-gb-m2' });
    await audition({ ...base, text: 'Good evening.' });
    // Defaults written out are the same clip as defaults left out.
    await audition({ ...base, volume: 50, pitch: 50, speed: 1 });
    expect(synthesize).toHaveBeenCalledTimes(6);
  });

  it('lets concurrent identical requests share one synthesis', async () => {
    const { registry, synthesize } = countedEspeak();
    const audition = createAudition(registry, dir);
    const clips = await Promise.all(
      Array.from({ length: 4 }, () => audition({ ttsId: 'espeak:en-gb-f4', text: 'Same words.' })),
    );
    expect(synthesize).toHaveBeenCalledTimes(1);
    for (const clip of clips) expect(clip.audio.equals(clips[0]!.audio)).toBe(true);
  });

  it('refuses a voice that does not speak the language, a device voice and an unknown one', async () => {
    const { registry, synthesize } = countedEspeak();
    const audition = createAudition(registry, dir);
    await expect(audition({ ttsId: 'espeak:cmn-m3', language: 'en' })).rejects.toMatchObject({
      code: 'language-unsupported',
    });
    await expect(audition({ ttsId: 'browser:en' })).rejects.toMatchObject({
      code: 'no-server-synthesis',
    });
    await expect(audition({ ttsId: 'espeak:nope' })).rejects.toMatchObject({ code: 'unknown-voice' });
    await expect(audition({ ttsId: 'espeak:en-us-f3', text: 'x'.repeat(201) })).rejects.toMatchObject({
      code: 'text-invalid',
    });
    expect(synthesize).not.toHaveBeenCalled();
  });

  it('does not keep a failed synthesis', async () => {
    const espeak = createEspeakProvider();
    const synthesize = vi.fn(espeak.synthesize).mockRejectedValueOnce(new Error('engine hiccup'));
    const audition = createAudition(createTtsRegistry([{ ...espeak, synthesize }]), dir);
    await expect(audition({ ttsId: 'espeak:en-us-m3', text: 'Retry me.' })).rejects.toThrow('engine hiccup');
    expect((await audition({ ttsId: 'espeak:en-us-m3', text: 'Retry me.' })).cached).toBe(false);
    expect(await readdir(dir)).toHaveLength(1);
  });
});
