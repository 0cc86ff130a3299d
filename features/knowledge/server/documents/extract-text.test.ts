import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocumentText } from './extract-text';
import { pdfText } from '../untrusted/pdf-text.mjs';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(process.cwd(), 'tests/fixtures/knowledge', name)));

// Each document is read in a worker thread of its own, which loads its reader first: a few seconds here.
describe('document text', { timeout: 60_000 }, () => {
  it('reads Chinese from a PDF whose font is not embedded, thanks to the CMaps (and loses it without them)', async () => {
    const text = await extractDocumentText('pdf', fixture('chinese-cid.pdf'));
    expect(text).toContain('退货政策：自签收之日起七天内，商品完好即可申请无理由退货。');
    expect(text).toContain('会员积分每消费一元累计一分');
    expect((await pdfText(fixture('chinese-cid.pdf'), { withoutCMaps: true })).trim()).toBe('');
  });

  it('reads an English PDF, a docx and a Word 97 .doc', async () => {
    expect(await extractDocumentText('pdf', fixture('english.pdf'))).toContain(
      'Returns: goods in their original condition may be returned within seven days of delivery.',
    );
    const docx = await extractDocumentText('docx', fixture('chinese.docx'));
    expect(docx).toContain('保修期为一年，保修期内非人为损坏可免费维修。');
    expect(docx).toContain('This product speaks Chinese and English.');
    const doc = await extractDocumentText('doc', fixture('chinese.doc'));
    expect(doc).toContain('这是一个用来测试nodejs解析Word文档');
    expect(doc).toContain('This is a test for parsing the Word file in node.');
  });

  it('says why there is no text: a picture only, a password, a broken file', async () => {
    await expect(extractDocumentText('pdf', fixture('image-only.pdf'))).rejects.toMatchObject({
      key: 'parseNoText',
      retry: false,
    });
    await expect(extractDocumentText('pdf', fixture('encrypted.pdf'))).rejects.toMatchObject({
      key: 'parseEncrypted',
      retry: false,
    });
    const truncated = fixture('english.pdf').slice(0, 200);
    await expect(extractDocumentText('pdf', truncated)).rejects.toMatchObject({ key: 'parseFailed' });
    await expect(extractDocumentText('docx', fixture('english.pdf'))).rejects.toMatchObject({
      key: 'parseFailed',
    });
    await expect(extractDocumentText('doc', fixture('english.pdf'))).rejects.toMatchObject({
      key: 'parseFailed',
    });
  });
});
