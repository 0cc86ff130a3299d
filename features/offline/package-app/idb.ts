import type { StoredConversation, TranscriptBackend } from './transcripts';

// The app's IndexedDB: `kv` (the device's key pair, its licence token) and `transcripts` (kept conversations).

const DB_NAME = 'dh-offline';
const DB_VERSION = 1;

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('kv')) db.createObjectStore('kv');
      if (!db.objectStoreNames.contains('transcripts'))
        db.createObjectStore('transcripts', { keyPath: 'conversation.uuid' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

function run<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T> | void) {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(store, mode);
        const request = work(transaction.objectStore(store));
        transaction.oncomplete = () => resolve(request ? request.result : (undefined as T));
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      }),
  );
}

export interface KeyValue {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

export const idbKeyValue: KeyValue = {
  get: <T>(key: string) =>
    run<T | undefined>('kv', 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>),
  set: (key, value) => run<void>('kv', 'readwrite', (s) => void s.put(value, key)),
  remove: (key) => run<void>('kv', 'readwrite', (s) => void s.delete(key)),
};

export const idbTranscripts: TranscriptBackend = {
  all: () => run<StoredConversation[]>('transcripts', 'readonly', (s) => s.getAll()),
  put: (entry) => run<void>('transcripts', 'readwrite', (s) => void s.put(entry)),
  remove: (uuids) => run<void>('transcripts', 'readwrite', (s) => uuids.forEach((uuid) => s.delete(uuid))),
};
