// A zip from a customer is read only within limits (features/knowledge/server/untrusted/limits.ts): its central
// directory is checked before anything is inflated (entries, the sizes they declare, how far each expands), and the
// bytes actually inflated are counted while reading, because the declared sizes are the sender's word. yauzl also
// fails an entry that inflates past its declared size. A refusal is a `RefusedFile` whose key says why.
import { promisify } from 'node:util';
import yauzl from 'yauzl';

/** Entries smaller than this are not held to the compression ratio: a tiny part may well compress 1000 to 1. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

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
    validateEntrySizes: true,
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
  const openStream = promisify(zip.openReadStream.bind(zip));
  return {
    names: [...entries.keys()],
    /** The entry's bytes as they inflate; past the limit (whatever was declared) it stops with a refusal. */
    async *read(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`no entry ${name}`);
      const stream = await openStream(entry);
      let mine = 0;
      try {
        for await (const chunk of stream) {
          inflated += chunk.length;
          mine += chunk.length;
          if (
            inflated > limits.unzipMaxBytes ||
            (mine > RATIO_FLOOR_BYTES && mine / Math.max(1, entry.compressedSize) > limits.zipMaxRatio)
          )
            throw tooLarge();
          yield chunk;
        }
      } catch (error) {
        if (error instanceof RefusedFile) throw error;
        // yauzl's answer to an entry that inflates to more than its declared size: the sizes lied.
        if (/too many bytes in the stream/.test(String(error?.message))) throw tooLarge(error);
        throw error;
      } finally {
        stream.destroy();
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
