import { inflateRawSync } from 'node:zlib';

// Reads a zip's entries (stored or deflated) through its central directory, as an unzip tool does: enough to check
// what an offline package holds without a zip library.

export function readZip(bytes: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    const content = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    if (content.byteLength !== size) throw new Error(`${name}: size ${content.byteLength} ≠ ${size}`);
    files.set(name, content);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
