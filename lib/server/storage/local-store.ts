import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStore } from './file-store';
import { isFileKey } from './file-key';

/**
 * Files under `root` (DATA_DIR/files), in folders named by the key's first two characters so that no folder
 * grows to hold every upload. A write goes to a temporary file that is renamed into place, so a reader never
 * sees half a file and a crash leaves no partial object under a real key.
 */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    // Keys come from newFileKey; this guard keeps a programming error from becoming a path outside root.
    if (!isFileKey(key)) throw new Error('not a storage key');
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
