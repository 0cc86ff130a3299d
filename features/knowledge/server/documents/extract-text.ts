import 'server-only';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import type { DocumentType } from '@/features/knowledge/contract';
import { JobError } from '@/lib/server/jobs/job-error';
import { pdfText } from './pdf-text';

// Control characters Word and PDFs leave in text (cell marks, page breaks), except tab and line breaks.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;

async function rawText(type: DocumentType, bytes: Uint8Array, signal?: AbortSignal): Promise<string> {
  switch (type) {
    case 'pdf':
      return pdfText(bytes, { signal });
    case 'docx':
      return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    case 'doc':
      return (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
  }
}

/**
 * A document's text, or a `JobError` whose key says why there is none: a password (`parseEncrypted`), only
 * pictures such as a scan (`parseNoText`), a file its library cannot read (`parseFailed`). None of them changes on
 * a second attempt, so none is retried.
 */
export async function extractDocumentText(
  type: DocumentType,
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<string> {
  let text: string;
  try {
    text = await rawText(type, bytes, signal);
  } catch (error) {
    const name = (error as Error | null)?.name;
    if (name === 'PasswordException') throw new JobError('parseEncrypted', { retry: false, cause: error });
    throw new JobError('parseFailed', { retry: false, cause: error });
  }
  const clean = text.replace(CONTROL, ' ');
  if (!/[\p{L}\p{N}]/u.test(clean)) throw new JobError('parseNoText', { retry: false });
  return clean;
}
