import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteRoute } from '@/app/api/management/knowledge/faq/delete/route';
import { GET as queryRoute } from '@/app/api/management/knowledge/faq/query/route';
import type { Page } from '@/lib/contract/paging';
import type { FaqItemDto } from '@/features/knowledge/contract';
import { ApiCode } from '@/lib/contract/codes';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { P, addFaq, newCategory } from './faq-support';

const total = async (token: string) =>
  (await call<Page<FaqItemDto>>(queryRoute, P.faqQuery, { token })).body.data.total;

describe('the cap on FAQ items per corporation (KNOWLEDGE_FAQ_MAX)', () => {
  beforeAll(() => {
    process.env.KNOWLEDGE_FAQ_MAX = '3';
  });
  afterAll(() => {
    delete process.env.KNOWLEDGE_FAQ_MAX;
  });

  it('refuses the item past the cap with its number, and frees a place when one is deleted', async () => {
    const { token } = await loggedInAccount();
    const category = await newCategory(token, 'c');
    const first = await addFaq(token, { categoryId: category.categoryId, question: 'q1' });
    for (const question of ['q2', 'q3'])
      expect((await addFaq(token, { categoryId: category.categoryId, question })).body.code).toBe(0);
    const over = await addFaq(token, { categoryId: category.categoryId, question: 'q4' }, 'en');
    expect(over.body).toMatchObject({
      code: ApiCode.limitReached,
      message: 'Maximum FAQ questions exceeded: a company may keep at most 3.',
      data: { max: 3 },
    });
    expect((await addFaq(token, { categoryId: category.categoryId, question: 'q4' })).body.message).toBe(
      '超过FAQ问题最大数量：每个企业最多 3 条',
    );
    await call(deleteRoute, P.faqDelete, {
      token,
      method: 'DELETE',
      query: { faqId: first.body.data.faqId },
    });
    expect((await addFaq(token, { categoryId: category.categoryId, question: 'q4' })).body.code).toBe(0);
    // Another corporation has places of its own.
    const other = await loggedInAccount();
    const theirs = await newCategory(other.token, 'c');
    expect((await addFaq(other.token, { categoryId: theirs.categoryId })).body.code).toBe(0);
  });

  it('lets parallel creates at the cap fill it exactly', async () => {
    const { token } = await loggedInAccount();
    const category = await newCategory(token, 'c');
    expect((await addFaq(token, { categoryId: category.categoryId, question: 'first' })).body.code).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        addFaq(token, { categoryId: category.categoryId, question: `p${i}` }),
      ),
    );
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([
      0,
      0,
      ApiCode.limitReached,
      ApiCode.limitReached,
      ApiCode.limitReached,
      ApiCode.limitReached,
    ]);
    expect(await total(token)).toBe(3);
  });
});
