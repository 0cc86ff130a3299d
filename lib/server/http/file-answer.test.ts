import { describe, expect, it } from 'vitest';
import { contentDisposition, fileAnswer, fileResponse, isFileAnswer } from './file-answer';

describe('contentDisposition', () => {
  it('keeps an ASCII name and gives the exact UTF-8 name in filename*', () => {
    expect(contentDisposition('faq.xlsx')).toBe(`attachment; filename="faq.xlsx"; filename*=UTF-8''faq.xlsx`);
    expect(contentDisposition('知识库 (1).xlsx')).toBe(
      `attachment; filename="___ (1).xlsx"; filename*=UTF-8''%E7%9F%A5%E8%AF%86%E5%BA%93%20%281%29.xlsx`,
    );
  });

  it('lets no quote, semicolon or line break out of the header value', () => {
    const header = contentDisposition('a";\r\nx-evil: 1.csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('; filename*=')[0]).toBe('attachment; filename="a____x-evil: 1.csv"');
  });
});

describe('fileResponse', () => {
  it('answers the bytes as a download that is never cached or sniffed', async () => {
    const answer = fileAnswer({
      body: new TextEncoder().encode('a,b\n'),
      contentType: 'text/csv',
      filename: 'x.csv',
    });
    expect(isFileAnswer(answer)).toBe(true);
    expect(isFileAnswer({ body: 1 })).toBe(false);
    const response = fileResponse(answer);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'text/csv',
      'content-length': '4',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(await response.text()).toBe('a,b\n');
  });
});
