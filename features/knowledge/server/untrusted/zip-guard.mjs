// A zip from a customer is read only within limits (features/knowledge/server/untrusted/limits.ts): its central
// directory is checked before anything is inflated (entries, the sizes they declare, how far each expands), and the
// bytes actually inflated are counted while reading, because the declared sizes are the sender's word. yauzl also
// lists the entries; the bytes are inflated here with Node's own zlib stream (yauzl 2's read streams replace
// `destroy`, so a stream that fails never says so on current Node and a reader waits for ever). A refusal is a
// `RefusedFile` whose key says why.
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';

/** Entries smaller than this are not held to the compression ratio: a tiny part may well compress 1000 to 1. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Compressed bytes are fed to the inflater a slice at a time, so it inflates no faster than it is read. */
const SLICE_BYTES = 64 * 1024;

function* slices(bytes) {
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) yield bytes.subarray(at, at + SLICE_BYTES);
}

/**
 * The entry's data, found from its local header, as a stream of inflated bytes.
 * @param {Buffer} buffer the whole zip
 * @param {import('yauzl').Entry} entry
 */
function inflateEntry(buffer, entry) {
  const at = entry.relativeOffsetOfLocalHeader;
  if (entry.isEncrypted() || at + 30 > buffer.length || buffer.readUInt32LE(at) !== 0x04034b50)
    throw new Error(`unreadable entry ${entry.fileName}`);
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  const source = Readable.from(slices(data), { objectMode: false });
  if (entry.compressionMethod === 0) return { source, output: source };
  if (entry.compressionMethod !== 8) throw new Error(`unknown compression of ${entry.fileName}`);
  const output = createInflateRaw();
  source.pipe(output);
  return { source, output };
}

export class RefusedFile extends Error {
  /** @param {string} key a message key of `ApiServer` */
  constructor(key, cause) {
    super(key, { cause });
    this.name = 'RefusedFile';
    this.key = key;
  }
}

const tooLarge = (cause) => new RefusedFile('parseTooLarge', cause);

/**
 * @typedef {{ unzipMaxBytes: number, zipMaxEntries: number, zipMaxRatio: number }} ZipLimits
 * @typedef {{ names: string[], read: (name: string) => AsyncGenerator<Buffer>, close: () => void }} GuardedZip
 */

/**
 * Opens a zip held in memory after checking its central directory against the limits.
 * @param {Uint8Array} bytes
 * @param {ZipLimits} limits
 * @returns {Promise<GuardedZip>}
 */
export async function openGuardedZip(bytes, limits) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zip = await promisify(yauzl.fromBuffer)(buffer, {
    lazyEntries: true,
    // Sizes are counted while inflating (below).
    validateEntrySizes: false,
    strictFileNames: false,
  });
  if (zip.entryCount > limits.zipMaxEntries) throw tooLarge();
  /** @type {Map<string, import('yauzl').Entry>} */
  const entries = new Map();
  let declared = 0;
  await new Promise((resolve, reject) => {
    zip.on('entry', (entry) => {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (
        declared > limits.unzipMaxBytes ||
        (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.zipMaxRatio)
      ) {
        reject(tooLarge());
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });

  let inflated = 0;
  return {
    names: [...entries.keys()],
    /** The entry's bytes as they inflate; past the limits (whatever was declared) it stops with a refusal. */
    async *read(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`no entry ${name}`);
      const { source, output } = inflateEntry(buffer, entry);
      let mine = 0;
      try {
        for await (const chunk of output) {
          inflated += chunk.length;
          mine += chunk.length;
          if (
            inflated > limits.unzipMaxBytes ||
            // The declared size was checked; more than it means the directory lied.
            mine > entry.uncompressedSize ||
            (mine > RATIO_FLOOR_BYTES && mine / Math.max(1, entry.compressedSize) > limits.zipMaxRatio)
          )
            throw tooLarge();
          yield chunk;
        }
      } finally {
        source.destroy();
        output.destroy();
      }
    },
    close: () => zip.close(),
  };
}

/**
 * The entry as text, decoded as UTF-8 across chunk edges (a character split between two chunks stays whole).
 * @param {GuardedZip} zip
 * @param {string} name
 */
export async function* entryText(zip, name) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of zip.read(name)) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}
