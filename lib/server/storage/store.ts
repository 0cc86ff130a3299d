import 'server-only';
import { storageConfig } from './config';
import type { FileStore } from './file-store';
import { localFileStore } from './local-store';
import { s3FileStore } from './s3-store';

const globalStore = globalThis as typeof globalThis & { __dhFileStore?: FileStore };

/** The configured store, made once per process (the configuration was checked at start). */
export function fileStore(): FileStore {
  globalStore.__dhFileStore ??= makeStore();
  return globalStore.__dhFileStore;
}

function makeStore(): FileStore {
  const config = storageConfig();
  return config.kind === 's3' ? s3FileStore(config) : localFileStore(config.root);
}

/** Tests that switch backends between files: the next call reads the configuration again. */
export function resetFileStore(): void {
  globalStore.__dhFileStore = undefined;
}
