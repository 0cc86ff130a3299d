import 'server-only';
import type { DocumentType } from '@/features/knowledge/contract';
import { JobError } from '@/lib/server/jobs/job-error';
import { documentTextInWorker } from '../untrusted/run-in-worker';

// Control characters Word and PDFs leave in text (cell marks, page breaks), except tab and line breaks.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;

/**
 * A document's text, read in a worker thread held to the limits of untrusted/limits.ts, or a `JobError` whose key
 * says why there is none: a password (`parseEncrypted`), only pictures such as a scan (`parseNoText`), a file
 * that expands too far (`parseTooLarge`), too much text (`parseTooLong`), too much memory (`parseOutOfMemory`), a
 * file its library cannot read (`parseFailed`). None of them changes on a second attempt, so none is retried.
 */
export async function extractDocumentText(
  type: DocumentType,
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<string> {
  const text = await documentTextInWorker(type, bytes, signal);
  const clean = text.replace(CONTROL, ' ');
  if (!/[\p{L}\p{N}]/u.test(clean)) throw new JobError('parseNoText', { retry: false });
  return clean;
}
