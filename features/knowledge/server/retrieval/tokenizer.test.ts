import { describe, expect, it } from 'vitest';
import { EN_SYNONYM_GROUPS, ZH_SYNONYM_GROUPS } from './synonym-groups';
import { memberTerm, stemWord, tokenize } from './tokenizer';

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

  it("keeps the platform's own words whole, which jieba's dictionary cuts apart", () => {
    expect(tokenize('数字人的唤醒词')).toEqual(expect.arrayContaining(['数字人', '唤醒词']));
  });

  it('lower-cases English words, drops stop words and stems what is left', () => {
    expect(tokenize("How do I upload the company's Documents?")).toEqual(['upload', 'compani', 'document']);
    expect(tokenize('Companies')).toEqual(['compani']);
  });

  it('gives the same term to the forms of one English word', () => {
    expect(new Set(['parse', 'parsed', 'parsing', 'parses'].map(stemWord)).size).toBe(1);
    expect(stemWord('cancellation')).toBe(stemWord('cancel'));
    expect(stemWord('pricing')).toBe(stemWord('price'));
  });

  it('keeps a phrase of the synonym table together, stop words and all', () => {
    expect(tokenize('how do I sign up')).toEqual(['sign_up', 'sign']);
    expect(tokenize('signed in on two computers')).toEqual(expect.arrayContaining(['sign_in', 'comput']));
  });

  it('keeps negations, which change what is asked', () => {
    expect(tokenize('Why is there no sound?')).toEqual(['no', 'sound']);
  });

  it('cuts Japanese where the script changes, then into bigrams, as jieba has no Japanese dictionary', () => {
    // Kanji give bigrams and characters, katakana bigrams; a bigram across scripts ("金プ") is never a word.
    expect(tokenize('料金プラン')).toEqual(['料金', '料', '金', 'プラ', 'ラン']);
    // Short hiragana runs are particles and endings; a longer one is kept whole.
    expect(tokenize('カードをなくした')).toEqual(['カー', 'ード', 'なくした']);
  });

  it('handles mixed Chinese and English, and full-width letters', () => {
    expect(tokenize('ＡＰＩ token 怎么获取')).toEqual(['api', 'token', '获取', '获', '取']);
  });

  it('gives nothing for punctuation or stop words alone', () => {
    expect(tokenize('？！…')).toEqual([]);
    expect(tokenize('what is the')).toEqual([]);
  });
});

describe('synonym table', () => {
  it('stays small and general', () => {
    expect(EN_SYNONYM_GROUPS.length).toBeLessThanOrEqual(60);
    expect(ZH_SYNONYM_GROUPS.length).toBeLessThanOrEqual(60);
  });

  it('has only members the tokenizer keeps as one term, so every member can match', () => {
    for (const member of [...EN_SYNONYM_GROUPS, ...ZH_SYNONYM_GROUPS].flat()) {
      const term = memberTerm(member);
      expect(term, member).toBeTruthy();
      expect(tokenize(member), member).toContain(term);
    }
  });
});
