import { describe, expect, it } from 'vitest';
import { splitPassages } from './split-passages';

const zhSentence = (n: number) =>
  `第${n}条规定：会员在门店消费满一百元即可获得十个积分，积分在下次购物时可以抵扣现金。`;
const enSentence = (n: number) =>
  `Rule ${n} says that members who spend one hundred yuan in a store earn ten points, which pay for the next purchase.`;
const ends = /[。！？.!?]$/;

describe('splitting a document into passages', () => {
  it('keeps a short document whole', () => {
    expect(splitPassages('退货政策：七天无理由退货。\n\n营业时间：九点到九点。')).toEqual([
      '退货政策：七天无理由退货。\n\n营业时间：九点到九点。',
    ]);
    expect(splitPassages('  \n\n ')).toEqual([]);
  });

  it('cuts Chinese text at sentence ends into passages of about 300–500 characters', () => {
    const text = Array.from({ length: 40 }, (_, n) => zhSentence(n + 1)).join('');
    const passages = splitPassages(text);
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(500);
      expect(passage).toMatch(ends);
      expect(passage).toMatch(/^第\d+条/);
    }
    for (const passage of passages.slice(0, -1)) expect(passage.length).toBeGreaterThanOrEqual(300);
    // Every sentence is in some passage, whole.
    for (let n = 1; n <= 40; n++) expect(passages.some((p) => p.includes(zhSentence(n)))).toBe(true);
  });

  it('cuts English text at sentence ends, never inside a word, with spaces between sentences', () => {
    const text = Array.from({ length: 30 }, (_, n) => enSentence(n + 1)).join(' ');
    const passages = splitPassages(text);
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(500);
      expect(passage).toMatch(/^Rule \d+ says/);
      expect(passage).toMatch(/purchase\.$/);
      expect(passage).not.toMatch(/\.Rule/);
    }
  });

  it('repeats a short last sentence at the start of the next passage', () => {
    const text =
      Array.from({ length: 20 }, (_, n) => `第${n + 1}句话很短。`).join('') + '这是结尾。'.repeat(60);
    const passages = splitPassages(text, { target: 60, max: 100, min: 40, overlap: 20 });
    expect(passages.length).toBeGreaterThan(2);
    for (let i = 1; i < passages.length; i++) {
      // The next passage opens with the previous one's last sentences (at most 20 characters of them).
      const previousLast = passages[i - 1]!.match(/[^。]+。$/)![0];
      const repeated = passages[i]!.indexOf(previousLast) + previousLast.length;
      expect(repeated).toBeGreaterThan(previousLast.length - 1);
      expect(repeated).toBeLessThanOrEqual(20);
      expect(passages[i - 1]!.endsWith(passages[i]!.slice(0, repeated))).toBe(true);
    }
  });

  it('ends a passage at a paragraph even without punctuation, and keeps headings with their text', () => {
    const passages = splitPassages(`产品说明书\n\n${zhSentence(1).repeat(12)}`);
    expect(passages[0]).toMatch(/^产品说明书\n\n第1条/);
  });

  it('cuts a sentence longer than a passage at a comma, else at a space, never past the limit', () => {
    const longZh = `${'这是一个没有句号的很长的句子，'.repeat(60)}最后结束。`;
    for (const passage of splitPassages(longZh)) expect(passage.length).toBeLessThanOrEqual(500);
    expect(splitPassages(longZh).join('').replaceAll(/\s/g, '')).toContain('最后结束。');
    const longEn = `${'word '.repeat(400)}end.`;
    for (const passage of splitPassages(longEn)) {
      expect(passage.length).toBeLessThanOrEqual(500);
      expect(passage).toMatch(/^(word|end)/);
      expect(passage).toMatch(/(word|end\.)$/);
    }
  });

  it('joins lines a PDF wrapped and keeps the text readable', () => {
    const wrapped =
      'Returns: goods in their original condition may be\nreturned within seven days of delivery.\n退货政策：自签收之日起七天内，\n商品完好即可申请退货。';
    const [passage] = splitPassages(wrapped);
    expect(passage).toContain('may be\nreturned');
    expect(passage).toContain('七天内，\n商品完好');
  });

  it('makes Windows line ends, tabs and runs of spaces plain', () => {
    expect(splitPassages('第一段。\r\n\r\n\r\n\r\n第二段\t\t有   空格。')).toEqual([
      '第一段。\n\n第二段 有 空格。',
    ]);
  });
});
