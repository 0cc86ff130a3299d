import 'server-only';
import path from 'node:path';

/** Where the embedded database, the outbox, uploads and the generated session secret live. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.DATA_DIR || '.data');
}
