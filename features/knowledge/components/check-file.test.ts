import { describe, expect, it } from 'vitest';
import { checkDocumentFile, checkImportFile } from './check-file';

const MB = 1024 * 1024;

describe('the check before an upload (spec §5, §9)', () => {
  it('takes .xlsx and .csv up to 50 MB for an import', () => {
    expect(checkImportFile({ name: 'faq.XLSX', size: 10 })).toBeNull();
    expect(checkImportFile({ name: 'faq.csv', size: 50 * MB })).toBeNull();
    expect(checkImportFile({ name: 'faq.csv', size: 50 * MB + 1 })).toBe('tooLarge');
    expect(checkImportFile({ name: 'faq.xls', size: 10 })).toBe('typeInvalid');
    expect(checkImportFile({ name: 'faq.xlsx', size: 0 })).toBe('empty');
  });

  it('takes pdf, doc and docx up to 10 MB as documents', () => {
    for (const name of ['a.pdf', 'b.doc', 'c.docx'])
      expect(checkDocumentFile({ name, size: 10 * MB })).toBeNull();
    expect(checkDocumentFile({ name: 'a.pdf', size: 10 * MB + 1 })).toBe('tooLarge');
    expect(checkDocumentFile({ name: 'a.txt', size: 10 })).toBe('typeInvalid');
    expect(checkDocumentFile({ name: 'pdf', size: 10 })).toBe('typeInvalid');
  });
});
