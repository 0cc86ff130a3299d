import { describe, expect, it } from 'vitest';
import { foldWord, tokenize } from './tokenizer';

describe('tokenize', () => {
  it('segments Chinese into words and their characters, without function words', () => {
    const terms = tokenize('如何修改登录密码？');
    expect(terms).toEqual(expect.arrayContaining(['修改', '登录', '密码', '改']));
    expect(terms).not.toContain('如何');
    expect(terms).not.toContain('？');
  });

  it('lets a long word meet its parts (search mode)', () => {
    expect(tokenize('我想开发票')).toEqual(expect.arrayContaining(['开发票', '发票']));
  });

  it('lower-cases English words, drops stop words and folds plurals and possessives', () => {
    expect(tokenize("How do I upload the company's Documents?")).toEqual(['upload', 'company', 'document']);
    expect(tokenize('Companies')).toEqual(['company']);
  });

  it('gives the same term to the forms of one English verb', () => {
    expect(new Set(['parse', 'parsed', 'parsing', 'parses'].map(foldWord)).size).toBe(1);
  });

  it('keeps negations, which change what is asked', () => {
    expect(tokenize('Why is there no sound?')).toEqual(['no', 'sound']);
  });

  it('cuts Japanese into character bigrams, as jieba has no Japanese dictionary', () => {
    expect(tokenize('料金プラン')).toEqual(['料金', '金プ', 'プラ', 'ラン']);
  });

  it('handles mixed Chinese and English, and full-width letters', () => {
    expect(tokenize('ＡＰＩ token 怎么获取')).toEqual(['api', 'token', '获取', '获', '取']);
  });

  it('gives nothing for punctuation or stop words alone', () => {
    expect(tokenize('？！…')).toEqual([]);
    expect(tokenize('what is the')).toEqual([]);
  });
});
