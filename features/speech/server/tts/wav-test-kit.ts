import { parseWav } from './wav';

/** A mono 16-bit WAV of `samples`, as a speech service would send it. */
export function wavOf(samples: number[], sampleRate = 24_000, streamed = false): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => data.writeInt16LE(sample, index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(streamed ? 0xffffffff : 36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(streamed ? 0xffffffff : data.length, 40);
  return Buffer.concat([header, data]);
}

export function samplesOf(audio: Buffer): Int16Array {
  const { dataOffset, dataLength } = parseWav(audio);
  const copy = audio.subarray(dataOffset, dataOffset + dataLength - (dataLength % 2));
  return new Int16Array(Uint8Array.from(copy).buffer);
}

export function rms(audio: Buffer): number {
  const samples = samplesOf(audio);
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/**
 * The median fundamental frequency of the voiced 40 ms frames, by autocorrelation between 60 and 500 Hz: enough to
 * tell a higher voice from a lower one.
 */
export function medianPitchHz(audio: Buffer): number {
  const { sampleRate } = parseWav(audio);
  const samples = samplesOf(audio);
  const frame = Math.round(sampleRate * 0.04);
  const [minLag, maxLag] = [Math.floor(sampleRate / 500), Math.ceil(sampleRate / 60)];
  const loudness = rms(audio);
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let index = start; index < start + frame; index++) energy += samples[index]! ** 2;
    if (Math.sqrt(energy / frame) < loudness) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let index = start; index < start + frame; index++) sum += samples[index]! * samples[index + lag]!;
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}
