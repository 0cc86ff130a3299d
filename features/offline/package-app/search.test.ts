import { describe, expect, it } from 'vitest';
import { buildFaqIndex, FAQ_THRESHOLDS, segmenterWords } from '@/features/offline/package/contents';
import { searchFaq } from './search';

// The browser segments the question with Intl.Segmenter; the server built the index with its own tokenizer. Here
// the server's cut is written by hand as jieba cuts these questions, so the table measures the mismatch.
const jieba: Record<string, string[]> = {
  '你们的营业时间是几点到几点？': ['你们', '的', '营业', '时间', '是', '几点', '到', '几点'],
  '退货政策是什么？': ['退货', '政策', '是', '什么'],
  '会员积分怎么用？': ['会员', '积分', '怎么', '用'],
  '停车收费吗？': ['停车', '收费', '吗'],
  '会员卡丢了怎么办？': ['会员卡', '丢', '了', '怎么办'],
};
const ZH = Object.keys(jieba);
const zhIndex = buildFaqIndex(ZH, (text) => jieba[text] ?? []);
const EN = [
  'What are your opening hours?',
  'How do I return an item?',
  'Is parking free?',
  'How can I get a replacement card?',
];
const enIndex = buildFaqIndex(EN, (text) => segmenterWords(text, 'en'));
const JA = ['営業時間は何時から何時までですか？', '返品はできますか？', '駐車場は無料ですか？'];
const jaIndex = buildFaqIndex(JA, (text) => segmenterWords(text, 'ja'));

const best = (hits: ReturnType<typeof searchFaq>) => hits[0] ?? { index: -1, score: 0 };

describe('the FAQ search in the browser', () => {
  // Measured: every paraphrase below finds its item at or above the answer threshold, every unrelated question
  // stays under the context threshold.
  it.each([
    ['zh', '营业时间是几点', 0],
    ['zh', '几点开门营业', 0],
    ['zh', '怎么退货', 1],
    ['zh', '停车要钱吗', 3],
    ['zh', '会员卡丢了', 4],
    ['zh', '积分怎么用', 2],
    ['en', 'when are you open? opening hours', 0],
    ['en', 'can I return an item', 1],
    ['en', 'is the parking free', 2],
    ['en', 'I lost my card, how do I get a replacement', 3],
    ['ja', '営業時間を教えて', 0],
    ['ja', '返品できますか', 1],
    ['ja', '駐車場は無料？', 2],
  ] as const)('%s: %s → item %i', (language, question, item) => {
    const index = { zh: zhIndex, en: enIndex, ja: jaIndex }[language];
    const hit = best(searchFaq(index, question, language));
    expect(hit.index).toBe(item);
    expect(hit.score).toBeGreaterThanOrEqual(FAQ_THRESHOLDS.context);
  });

  it.each([
    ['zh', '火星上有水吗'],
    ['zh', '今天天气怎么样'],
    ['en', 'what is the capital of France'],
    ['ja', '今日の天気は？'],
  ] as const)('%s: %s → nothing close', (language, question) => {
    const index = { zh: zhIndex, en: enIndex, ja: jaIndex }[language];
    expect(best(searchFaq(index, question, language)).score).toBeLessThan(FAQ_THRESHOLDS.context);
  });

  it('weighs a rare term above a common one', () => {
    expect(zhIndex.idf['退货']!).toBeGreaterThan(zhIndex.idf['会员']!);
  });
});
