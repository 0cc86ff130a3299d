import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_FILE_MAX_BYTES } from '@/features/knowledge/contract';
import { checkDocument, detectDocumentType, hasWordDocumentStream } from './document-type';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(process.cwd(), 'tests/fixtures/knowledge', name)));

describe('document type by content', () => {
  it.each([
    ['chinese-cid.pdf', 'pdf'],
    ['english.pdf', 'pdf'],
    ['chinese.docx', 'docx'],
    ['chinese.doc', 'doc'],
  ])('%s is a %s', async (name, type) => {
    expect(await detectDocumentType(fixture(name))).toBe(type);
  });

  it('refuses a Windows program named .pdf', async () => {
    await expect(checkDocument(fixture('program.exe.pdf'))).rejects.toMatchObject({
      messageKey: 'documentTypeInvalid',
    });
  });

  it('refuses a zip that is not a Word document, and text', async () => {
    const text = new TextEncoder().encode('%PDX not a pdf, just words');
    expect(await detectDocumentType(text)).toBeNull();
    // The same zip with its content types saying Word but no Word part in it.
    const broken = Buffer.from(fixture('chinese.docx'));
    for (let at = broken.indexOf('word/document.xml'); at >= 0; at = broken.indexOf('word/document.xml', at))
      broken.write('wxrd', at, 'latin1');
    expect(await detectDocumentType(broken)).toBeNull();
  });

  it('takes a compound file as .doc only when it holds a WordDocument stream', () => {
    const doc = fixture('chinese.doc');
    expect(hasWordDocumentStream(doc)).toBe(true);
    const renamed = Buffer.from(doc);
    const at = renamed.indexOf(Buffer.from('WordDocument', 'utf16le'));
    renamed.write('W', at, 'utf16le');
    renamed.write('X', at + 2, 'utf16le');
    expect(hasWordDocumentStream(renamed)).toBe(false);
  });

  it('refuses an empty file and one over 10 MB, naming the limit', async () => {
    await expect(checkDocument(new Uint8Array())).rejects.toMatchObject({ messageKey: 'fileEmpty' });
    const big = new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES + 1);
    big.set(fixture('english.pdf'));
    await expect(checkDocument(big)).rejects.toMatchObject({
      messageKey: 'documentTooLarge',
      params: { max: '10 MB' },
    });
    const limit = new Uint8Array(KNOWLEDGE_FILE_MAX_BYTES);
    limit.set(fixture('english.pdf'));
    expect(await checkDocument(limit)).toBe('pdf');
  });
});
