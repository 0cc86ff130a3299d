// A document's raw text, read in the parse worker (parse-worker.mjs). A .docx is a zip: every part is inflated once
// through the guard (limits checked from the central directory, inflated bytes counted) before mammoth opens it,
// so a file that expands enormously is refused before any of it is parsed. The text is held to its cap here, so a
// document of too much text never leaves the worker.
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { pdfText } from './pdf-text.mjs';
import { openGuardedZip, RefusedFile } from './zip-guard.mjs';

/**
 * @param {'pdf' | 'docx' | 'doc'} type
 * @param {Uint8Array} bytes
 * @param {import('./zip-guard.mjs').ZipLimits & { textMaxChars: number }} limits
 * @returns {Promise<string>}
 */
export async function documentText(type, bytes, limits) {
  const text = await rawText(type, bytes, limits);
  if (text.length > limits.textMaxChars) throw new RefusedFile('parseTooLong');
  return text;
}

async function rawText(type, bytes, limits) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (type) {
    case 'pdf':
      return pdfText(bytes);
    case 'docx': {
      const zip = await openGuardedZip(bytes, limits);
      try {
        for (const name of zip.names) {
          const inflating = zip.read(name);
          while (!(await inflating.next()).done);
        }
      } finally {
        zip.close();
      }
      return (await mammoth.extractRawText({ buffer })).value;
    }
    case 'doc':
      return (await new WordExtractor().extract(buffer)).getBody();
    default:
      throw new Error(`unknown document type ${type}`);
  }
}
