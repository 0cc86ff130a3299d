import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { KNOWLEDGE_FILE_MAX_BYTES, type DocumentType } from '@/features/knowledge/contract';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';

export const DOCUMENT_MIME_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const fieldFailure = (key: 'documentTypeInvalid' | 'documentTooLarge' | 'fileEmpty', message: string) =>
  new ApiFailure(ApiCode.validation, key, {
    data: { fields: [{ field: 'file', message }] },
    params: { max: `${KNOWLEDGE_FILE_MAX_BYTES / 1024 / 1024} MB` },
  });

export const documentTooLarge = () => fieldFailure('documentTooLarge', 'tooLong');

/**
 * A legacy Word file is an OLE compound file holding a `WordDocument` stream; Excel and PowerPoint files are compound
 * files too. The directory's 128-byte entries start on sector boundaries, so every such offset is looked at for an
 * entry named `WordDocument` (UTF-16LE, name length 26 with its terminator) of type stream.
 */
const WORD_STREAM = Buffer.from('WordDocument\0', 'utf16le');

export function hasWordDocumentStream(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 512; offset + 128 <= buffer.length; offset += 128) {
    if (buffer[offset] !== 0x57) continue;
    if (
      buffer.subarray(offset, offset + WORD_STREAM.length).equals(WORD_STREAM) &&
      buffer.readUInt16LE(offset + 64) === WORD_STREAM.length &&
      buffer[offset + 66] === 2
    )
      return true;
  }
  return false;
}

/**
 * A docx is a zip whose `[Content_Types].xml` says so (what file-type reads) and that holds the main part Word and
 * mammoth open, `word/document.xml`: the zip's central directory (found from its end record) lists the entries.
 */
export function hasZipEntry(bytes: Uint8Array, name: string): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > buffer.length) return false;
  const wanted = Buffer.from(name, 'utf8');
  let offset = buffer.readUInt32LE(end + 16);
  for (let entry = buffer.readUInt16LE(end + 10); entry > 0; entry--) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return false;
    const nameLength = buffer.readUInt16LE(offset + 28);
    if (buffer.subarray(offset + 46, offset + 46 + nameLength).equals(wanted)) return true;
    offset += 46 + nameLength + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
  }
  return false;
}

/** What the content is, whatever the name says: a PDF, a Word 2007+ document, a Word 97–2003 document, or none. */
export async function detectDocumentType(bytes: Uint8Array): Promise<DocumentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'pdf') return 'pdf';
  if (found?.ext === 'docx' && hasZipEntry(bytes, 'word/document.xml')) return 'docx';
  if (found?.ext === 'cfb' && hasWordDocumentStream(bytes)) return 'doc';
  return null;
}

/** The upload's checks, in the order a person fixes them: something chosen, small enough, a document. */
export async function checkDocument(bytes: Uint8Array): Promise<DocumentType> {
  if (bytes.byteLength === 0) throw fieldFailure('fileEmpty', 'required');
  if (bytes.byteLength > KNOWLEDGE_FILE_MAX_BYTES) throw documentTooLarge();
  const type = await detectDocumentType(bytes);
  if (!type) throw fieldFailure('documentTypeInvalid', 'invalid');
  return type;
}
