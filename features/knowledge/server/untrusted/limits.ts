import 'server-only';
import { DEFAULT_FAQ_MAX_ITEMS } from '@/features/knowledge/contract';

// How far a customer's file may take the server (features/knowledge/README.md, "Knowledge files: limits"). A file past a limit is refused
// with a reason the console shows, before it can fill the memory or the database.

export interface UntrustedFileLimits {
  /** Bytes the parts of a zip (.docx, .xlsx) may expand to, in all: declared and actually inflated. */
  unzipMaxBytes: number;
  /** Parts a zip may hold. */
  zipMaxEntries: number;
  /** How many times its compressed size one part may expand to (parts over 1 MB). */
  zipMaxRatio: number;
  /** Characters of text one document may hold. */
  textMaxChars: number;
  /** Passages one document may be cut into. */
  passagesMax: number;
  /** Heap of the worker thread that reads a file; a file that needs more ends the worker, not the server. */
  workerMemoryMb: number;
  /** Data rows of an import file that are read; the rest are not. */
  importMaxRows: number;
}

const MB = 1024 * 1024;

/** A whole number above zero, else the default: a limit never switches itself off. */
function positive(name: string, fallback: number): number {
  const value = Number(process.env[name]?.trim() || Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Read at each use, so an operator's change needs no code and tests can set them. */
export function untrustedFileLimits(): UntrustedFileLimits {
  return {
    unzipMaxBytes: positive('KNOWLEDGE_UNZIP_MAX_MB', 512) * MB,
    zipMaxEntries: positive('KNOWLEDGE_ZIP_MAX_ENTRIES', 10_000),
    zipMaxRatio: positive('KNOWLEDGE_ZIP_MAX_RATIO', 200),
    textMaxChars: positive('KNOWLEDGE_DOCUMENT_MAX_CHARS', 5_000_000),
    passagesMax: positive('KNOWLEDGE_DOCUMENT_MAX_PASSAGES', 20_000),
    workerMemoryMb: positive('KNOWLEDGE_PARSE_MEMORY_MB', 512),
    // Rows past the FAQ cap can never all be imported; a smaller cap still reads the default's rows.
    importMaxRows: positive(
      'KNOWLEDGE_IMPORT_MAX_ROWS',
      Math.max(DEFAULT_FAQ_MAX_ITEMS, positive('KNOWLEDGE_FAQ_MAX', DEFAULT_FAQ_MAX_ITEMS)),
    ),
  };
}
