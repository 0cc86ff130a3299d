import { describe, expect, it } from 'vitest';
import { finalizeWav, parseWav, scalePcm16 } from './wav';
import { samplesOf, wavOf } from './wav-test-kit';

describe('WAV', () => {
  it('reads the format and computes the duration from the data chunk', () => {
    const info = parseWav(wavOf(new Array(12_000).fill(0), 24_000));
    expect(info).toMatchObject({ sampleRate: 24_000, channels: 1, bitsPerSample: 16, dataOffset: 44 });
    expect(info.dataLength).toBe(24_000);
    expect(info.durationMs).toBe(500);
  });

  it('refuses what is not a WAV file', () => {
    expect(() => parseWav(Buffer.from('ID3 not a wave file at all'))).toThrow(/RIFF/);
  });

  it('writes the real sizes into a streamed WAV whose header says 0xFFFFFFFF', () => {
    const fixed = finalizeWav(wavOf([1, 2, 3, 4], 16_000, true));
    expect(fixed.readUInt32LE(4)).toBe(fixed.length - 8);
    expect(fixed.readUInt32LE(40)).toBe(8);
    expect(parseWav(fixed).durationMs).toBe(0);
  });

  it('scales 16-bit samples and clips them', () => {
    const louder = scalePcm16(wavOf([100, -100, 20_000, -20_000]), 2);
    expect([...samplesOf(louder)]).toEqual([200, -200, 32_767, -32_768]);
  });
});
