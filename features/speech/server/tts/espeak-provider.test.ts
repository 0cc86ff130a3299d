import { describe, expect, it } from 'vitest';
import { createEspeakProvider } from './espeak-provider';
import { ESPEAK_VOICES } from './espeak-voices';
import type { TtsVoice, VoiceSettings } from './types';
import { parseWav } from './wav';
import { medianPitchHz, rms } from './wav-test-kit';

const espeak = createEspeakProvider();
const voice = (ttsId: string) => ESPEAK_VOICES.find((entry) => entry.ttsId === ttsId)!;
const normal: VoiceSettings = { volume: 50, pitch: 50, speed: 1 };
const say = (text: string, ttsId: string, settings: Partial<VoiceSettings> = {}) =>
  espeak.synthesize({ text, voice: voice(ttsId), ...normal, ...settings });

// Real syntheses, one at a time, on a machine that may be busy.
describe('the embedded eSpeak NG provider', { timeout: 30_000 }, () => {
  it.each([
    ['zh', 'espeak:cmn-f3', '您好，欢迎来到数字人平台。'],
    ['en', 'espeak:en-us-m3', 'Hello, welcome to the digital human platform.'],
  ])('speaks a %s sentence as a WAV', async (_language, ttsId, text) => {
    const clip = await say(text, ttsId);
    expect(clip.mimeType).toBe('audio/wav');
    expect(clip.audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(clip.audio.subarray(8, 12).toString('latin1')).toBe('WAVE');
    const info = parseWav(clip.audio);
    expect(info).toMatchObject({ sampleRate: 22_050, channels: 1, bitsPerSample: 16 });
    expect(info.dataOffset + info.dataLength).toBe(clip.audio.length);
    // A dozen syllables take a second or more; the duration is counted from the samples themselves.
    expect(clip.durationMs).toBe(info.durationMs);
    expect(clip.durationMs).toBeGreaterThan(1000);
    expect(clip.durationMs).toBeLessThan(10_000);
    expect(rms(clip.audio)).toBeGreaterThan(100);
  });

  it('is louder with more volume, higher with more pitch, shorter with more speed', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const base = await say(text, 'espeak:en-us-m3');
    const loud = await say(text, 'espeak:en-us-m3', { volume: 100 });
    const quiet = await say(text, 'espeak:en-us-m3', { volume: 10 });
    expect(rms(loud.audio)).toBeGreaterThan(rms(base.audio) * 1.5);
    expect(rms(quiet.audio)).toBeLessThan(rms(base.audio) / 3);

    const high = await say(text, 'espeak:en-us-m3', { pitch: 100 });
    const low = await say(text, 'espeak:en-us-m3', { pitch: 0 });
    expect(medianPitchHz(high.audio)).toBeGreaterThan(medianPitchHz(base.audio) * 1.2);
    expect(medianPitchHz(low.audio)).toBeLessThan(medianPitchHz(base.audio) / 1.2);

    const fast = await say(text, 'espeak:en-us-m3', { speed: 2 });
    const slow = await say(text, 'espeak:en-us-m3', { speed: 0.5 });
    expect(fast.durationMs).toBeLessThan(base.durationMs * 0.7);
    expect(slow.durationMs).toBeGreaterThan(base.durationMs * 1.5);
  });

  it('speaks with every voice of its list, calls made at once taking turns', async () => {
    const clips = await Promise.all(
      ESPEAK_VOICES.map((entry) =>
        espeak.synthesize({ text: entry.sampleText.zh ?? entry.sampleText.en!, voice: entry, ...normal }),
      ),
    );
    for (const clip of clips) expect(clip.durationMs).toBeGreaterThan(1000);
  });

  it('reads a text that looks like an option as text', async () => {
    const clip = await say('-v ja --help', 'espeak:en-us-f3');
    expect(clip.durationMs).toBeGreaterThan(300);
  });

  it('reports an engine failure for a voice eSpeak does not have', async () => {
    const missing: TtsVoice = { ...voice('espeak:en-us-f3'), speaker: 'nope' };
    await expect(espeak.synthesize({ text: 'hello', voice: missing, ...normal })).rejects.toMatchObject({
      code: 'engine-failed',
    });
    // …and the queue goes on.
    expect((await say('hello', 'espeak:en-us-f3')).durationMs).toBeGreaterThan(100);
  });
});
