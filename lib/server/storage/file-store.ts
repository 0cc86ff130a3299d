import 'server-only';

/** Bytes read back from a store. */
export interface StoredBytes {
  body: ReadableStream<Uint8Array>;
  /** Known for both backends; null when a store does not say. */
  size: number | null;
}

/**
 * Where uploaded bytes live: local disk or an S3-compatible bucket. Keys are made by the server (`newFileKey`),
 * never taken from a request, so a backend may trust them as names.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when there is no object under the key. */
  get(key: string): Promise<StoredBytes | null>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** The whole object as bytes, for callers that need a buffer rather than a stream. */
export async function readBytes(stored: StoredBytes): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stored.body).arrayBuffer());
}
