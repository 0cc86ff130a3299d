import { TtsError } from './types';

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Offset and length of the samples (the `data` chunk's body). */
  dataOffset: number;
  dataLength: number;
  durationMs: number;
}

/**
 * Reads a RIFF/WAVE header. A `data` chunk that claims more than the file holds is read to the end of the file:
 * services that stream WAV write 0xFFFFFFFF there because they do not know the length yet.
 */
export function parseWav(audio: Uint8Array): WavInfo {
  const view = new DataView(audio.buffer, audio.byteOffset, audio.byteLength);
  const tag = (offset: number) => String.fromCharCode(...audio.subarray(offset, offset + 4));
  if (audio.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new TtsError('bad-response', 'not a RIFF/WAVE file');
  let format: Omit<WavInfo, 'dataOffset' | 'dataLength' | 'durationMs'> | undefined;
  for (let offset = 12; offset + 8 <= audio.byteLength;) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= audio.byteLength)
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    if (id === 'data') {
      if (!format || !format.sampleRate || !format.channels || !format.bitsPerSample)
        throw new TtsError('bad-response', 'WAV data before a usable fmt chunk');
      const dataLength = Math.min(size, audio.byteLength - body);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return {
        ...format,
        dataOffset: body,
        dataLength,
        durationMs: Math.round((dataLength / bytesPerSecond) * 1000),
      };
    }
    offset = body + size + (size % 2);
  }
  throw new TtsError('bad-response', 'WAV without a data chunk');
}

/** Writes the real RIFF and data sizes and drops bytes after the data chunk, so every player reads the clip. */
export function finalizeWav(audio: Buffer): Buffer {
  const info = parseWav(audio);
  const end = info.dataOffset + info.dataLength;
  const out = Buffer.from(audio.subarray(0, end));
  out.writeUInt32LE(end - 8, 4);
  out.writeUInt32LE(info.dataLength, info.dataOffset - 4);
  return out;
}

/** Scales 16-bit PCM by `gain`, clipping, for engines that have no volume of their own. */
export function scalePcm16(audio: Buffer, gain: number): Buffer {
  const info = parseWav(audio);
  if (info.bitsPerSample !== 16 || gain === 1) return audio;
  const out = Buffer.from(audio);
  const end = info.dataOffset + info.dataLength - 1;
  for (let offset = info.dataOffset; offset < end; offset += 2) {
    const sample = Math.round(out.readInt16LE(offset) * gain);
    out.writeInt16LE(Math.max(-32768, Math.min(32767, sample)), offset);
  }
  return out;
}
