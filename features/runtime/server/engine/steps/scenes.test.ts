import { describe, expect, it } from 'vitest';
import { matchScene } from './scenes';

const scenes = [
  { keywords: ['价格', '多少钱'], reply: '基础版每月 99 元。' },
  { keywords: ['企业版价格'], reply: '企业版请联系销售。' },
  { keywords: ['opening hours', 'open'], reply: 'We are open 9 to 5.' },
];

describe('the scenes matcher', () => {
  it('answers with the reply of the scene whose keyword the question contains', () => {
    expect(matchScene('请问这个多少钱？', scenes)).toEqual({
      index: 0,
      keyword: '多少钱',
      reply: '基础版每月 99 元。',
    });
    expect(matchScene('What are your OPENING hours?', scenes)).toMatchObject({
      index: 2,
      keyword: 'opening hours',
    });
  });

  it('prefers the longest keyword when several scenes match', () => {
    expect(matchScene('企业版价格是多少？', scenes)).toMatchObject({ index: 1, reply: '企业版请联系销售。' });
  });

  it('matches English keywords as whole words and finds nothing otherwise', () => {
    expect(matchScene('is the shop reopened', scenes)).toBeNull();
    expect(matchScene('你好', scenes)).toBeNull();
    expect(matchScene('价格', [])).toBeNull();
  });
});
