import { describe, expect, it } from 'vitest';
import { POST as addCategoryRoute } from '@/app/api/management/knowledge/category/add/route';
import { DELETE as deleteCategoryRoute } from '@/app/api/management/knowledge/category/delete/route';
import { GET as listCategoriesRoute } from '@/app/api/management/knowledge/category/list/route';
import { POST as updateCategoryRoute } from '@/app/api/management/knowledge/category/update/route';
import { POST as bulkRoute } from '@/app/api/management/knowledge/faq/bulk/route';
import { DELETE as deleteFaqRoute } from '@/app/api/management/knowledge/faq/delete/route';
import { GET as getFaqRoute } from '@/app/api/management/knowledge/faq/get/route';
import { GET as queryRoute } from '@/app/api/management/knowledge/faq/query/route';
import { POST as updateFaqRoute } from '@/app/api/management/knowledge/faq/update/route';
import type { Page } from '@/lib/contract/paging';
import type { BulkResult, CategoryDto, FaqItemDto } from '@/features/knowledge/contract';
import { readRevisions } from '@/features/knowledge/server/revisions';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { P, addCategory, addFaq, newCategory, newFaq } from './faq-support';

const categories = async (token: string) =>
  (await call<CategoryDto[]>(listCategoriesRoute, P.categoryList, { token })).body.data;
const query = async (token: string, filters: Record<string, string> = {}) =>
  (await call<Page<FaqItemDto>>(queryRoute, P.faqQuery, { token, query: filters })).body;
const faqRevision = async (corpId: string) => (await readRevisions(await getDb(), corpId)).faq;

describe('FAQ categories', () => {
  it('are created, listed with their item counts, renamed and deleted once empty', async () => {
    const { token, user } = await loggedInAccount();
    const before = await faqRevision(user.corpId);
    const sales = await newCategory(token, '售前_FAQ1');
    const other = await newCategory(token, 'Support');
    expect(await faqRevision(user.corpId)).toBe(before + 2);
    await newFaq(token, { categoryId: sales.categoryId });
    await newFaq(token, { categoryId: sales.categoryId });
    expect((await categories(token)).map((c) => [c.name, c.itemCount])).toEqual([
      ['售前_FAQ1', 2],
      ['Support', 0],
    ]);

    const renamed = await call<CategoryDto>(updateCategoryRoute, P.categoryUpdate, {
      token,
      body: { categoryId: other.categoryId, name: '售后' },
    });
    expect(renamed.body.data).toMatchObject({ categoryId: other.categoryId, name: '售后', itemCount: 0 });

    const inUse = await call(deleteCategoryRoute, P.categoryDelete, {
      token,
      method: 'DELETE',
      query: { categoryId: sales.categoryId, lang: 'en' },
    });
    expect(inUse.body).toMatchObject({
      code: ApiCode.conflict,
      message: 'This category still holds FAQ items. Move or delete them first.',
    });
    const removed = await call(deleteCategoryRoute, P.categoryDelete, {
      token,
      method: 'DELETE',
      query: { categoryId: other.categoryId },
    });
    expect(removed.body.code).toBe(0);
    expect((await categories(token)).map((c) => c.name)).toEqual(['售前_FAQ1']);
  });

  it('refuse names outside letters, digits, underscore and Chinese, and a name taken', async () => {
    const { token } = await loggedInAccount();
    const bad = await addCategory(token, 'sales-team', 'en');
    expect(bad.body).toMatchObject({
      code: ApiCode.validation,
      data: { fields: [{ field: 'name', message: 'categoryNameInvalid' }] },
    });
    expect((await addCategory(token, 'a b')).body.code).toBe(ApiCode.validation);
    await newCategory(token, 'Sales');
    const taken = await addCategory(token, 'Sales', 'en');
    expect(taken.body).toMatchObject({
      code: ApiCode.conflict,
      message: 'A category with this name already exists.',
    });
    const second = await newCategory(token, 'Sales2');
    const renamedOnto = await call(updateCategoryRoute, P.categoryUpdate, {
      token,
      body: { categoryId: second.categoryId, name: 'Sales' },
    });
    expect(renamedOnto.body).toMatchObject({ code: ApiCode.conflict, message: '已存在同名分类' });
  });

  it('of another corporation are neither listed nor changed', async () => {
    const owner = await loggedInAccount();
    const stranger = await loggedInAccount();
    const theirs = await newCategory(owner.token, 'Mine');
    // The same name is free in another corporation.
    expect((await addCategory(stranger.token, 'Mine')).body.code).toBe(0);
    expect((await categories(stranger.token)).map((c) => c.categoryId)).not.toContain(theirs.categoryId);
    const renamed = await call(updateCategoryRoute, P.categoryUpdate, {
      token: stranger.token,
      body: { categoryId: theirs.categoryId, name: 'Taken' },
    });
    expect(renamed.body.code).toBe(ApiCode.notFound);
    const removed = await call(deleteCategoryRoute, P.categoryDelete, {
      token: stranger.token,
      method: 'DELETE',
      query: { categoryId: theirs.categoryId },
    });
    expect(removed.body.code).toBe(ApiCode.notFound);
    expect((await categories(owner.token)).map((c) => c.name)).toEqual(['Mine']);
  });

  it('need a login', async () => {
    const { body } = await call(addCategoryRoute, P.categoryAdd, { body: { name: 'x' } });
    expect(body.code).toBe(ApiCode.unauthenticated);
  });
});

describe('FAQ items', () => {
  it('are created, read, changed and deleted, each change bumping the revision retrieval reads', async () => {
    const { token, user } = await loggedInAccount();
    const category = await newCategory(token, '常见问题');
    const created = await addFaq(token, {
      categoryId: category.categoryId,
      question: '如何退款？',
      answer: '在订单页申请退款。',
      similarQuestions: ['怎么退款', '退款流程', '怎么退款', '如何退款？'],
    });
    expect(created.body.data).toMatchObject({
      question: '如何退款？',
      categoryName: '常见问题',
      status: 'valid',
      // Repeats and the question itself add nothing to matching.
      similarQuestions: ['怎么退款', '退款流程'],
    });
    const faqId = created.body.data.faqId;
    const revision = await faqRevision(user.corpId);

    const changed = await call<FaqItemDto>(updateFaqRoute, P.faqUpdate, {
      token,
      body: {
        faqId,
        question: '如何退款',
        answer: '联系客服。',
        categoryId: category.categoryId,
        status: 'invalid',
      },
    });
    expect(changed.body.data).toMatchObject({
      question: '如何退款',
      answer: '联系客服。',
      status: 'invalid',
    });
    expect(await faqRevision(user.corpId)).toBe(revision + 1);
    const read = await call<FaqItemDto>(getFaqRoute, P.faqGet, { token, query: { faqId } });
    expect(read.body.data).toEqual(changed.body.data);

    const removed = await call(deleteFaqRoute, P.faqDelete, { token, method: 'DELETE', query: { faqId } });
    expect(removed.body.code).toBe(0);
    expect(await faqRevision(user.corpId)).toBe(revision + 2);
    expect((await call(getFaqRoute, P.faqGet, { token, query: { faqId } })).body.code).toBe(ApiCode.notFound);
  });

  it('need a question, an answer and a category (§5)', async () => {
    const { token } = await loggedInAccount();
    const category = await newCategory(token, 'c');
    const { body } = await addFaq(token, { categoryId: '', question: ' ', answer: '' });
    expect(body.code).toBe(ApiCode.validation);
    expect((body.data as unknown as { fields: unknown[] }).fields).toEqual(
      expect.arrayContaining([
        { field: 'question', message: 'required' },
        { field: 'answer', message: 'required' },
        { field: 'categoryId', message: 'categoryRequired' },
      ]),
    );
    const tooLong = await addFaq(token, { categoryId: category.categoryId, question: 'x'.repeat(501) });
    expect(tooLong.body.data).toEqual({ fields: [{ field: 'question', message: 'tooLong' }] });
  });

  it('refuse a question the corporation already has, on add and on update', async () => {
    const { token } = await loggedInAccount();
    const category = await newCategory(token, 'c');
    await newFaq(token, { categoryId: category.categoryId, question: 'Opening hours?' });
    const again = await addFaq(token, { categoryId: category.categoryId, question: 'Opening hours?' }, 'en');
    expect(again.body).toMatchObject({
      code: ApiCode.conflict,
      message: 'This question already exists in the knowledge base.',
      data: { fields: [{ field: 'question', message: 'duplicate' }] },
    });
    const other = await newFaq(token, { categoryId: category.categoryId, question: 'Prices?' });
    const onto = await call(updateFaqRoute, P.faqUpdate, {
      token,
      body: { faqId: other.faqId, question: 'Opening hours?', answer: 'a', categoryId: category.categoryId },
    });
    expect(onto.body).toMatchObject({ code: ApiCode.conflict, message: '知识库中已存在该问题' });
    // Another corporation may ask the same question.
    const stranger = await loggedInAccount();
    const theirs = await newCategory(stranger.token, 'c');
    expect(
      (await addFaq(stranger.token, { categoryId: theirs.categoryId, question: 'Opening hours?' })).body.code,
    ).toBe(0);
  });

  it('of another corporation cannot be read, changed, deleted or filed under its categories', async () => {
    const owner = await loggedInAccount();
    const stranger = await loggedInAccount();
    const ownerCategory = await newCategory(owner.token, 'owner');
    const strangerCategory = await newCategory(stranger.token, 'stranger');
    const item = await newFaq(owner.token, { categoryId: ownerCategory.categoryId, question: 'Secret?' });

    const foreignCategory = await addFaq(stranger.token, { categoryId: ownerCategory.categoryId }, 'en');
    expect(foreignCategory.body).toMatchObject({
      code: ApiCode.validation,
      message: 'This category does not exist.',
    });
    expect(
      (await call(getFaqRoute, P.faqGet, { token: stranger.token, query: { faqId: item.faqId } })).body.code,
    ).toBe(ApiCode.notFound);
    const changed = await call(updateFaqRoute, P.faqUpdate, {
      token: stranger.token,
      body: { faqId: item.faqId, question: 'Mine now', answer: 'a', categoryId: strangerCategory.categoryId },
    });
    expect(changed.body.code).toBe(ApiCode.notFound);
    const moved = await call(updateFaqRoute, P.faqUpdate, {
      token: owner.token,
      body: { faqId: item.faqId, question: 'Secret?', answer: 'a', categoryId: strangerCategory.categoryId },
    });
    expect(moved.body.message).toBe('分类不存在');
    const removed = await call(deleteFaqRoute, P.faqDelete, {
      token: stranger.token,
      method: 'DELETE',
      query: { faqId: item.faqId },
    });
    expect(removed.body.code).toBe(ApiCode.notFound);
    expect((await query(stranger.token)).data.total).toBe(0);
    expect((await query(owner.token)).data.list.map((i) => i.question)).toEqual(['Secret?']);
  });
});

describe('the FAQ list', () => {
  it('finds a keyword in questions, similar questions and answers, with % and _ taken literally', async () => {
    const { token } = await loggedInAccount();
    const category = await newCategory(token, 'c');
    await newFaq(token, {
      categoryId: category.categoryId,
      question: 'Refund policy',
      answer: 'Within 7 days.',
    });
    await newFaq(token, {
      categoryId: category.categoryId,
      question: 'Shipping',
      answer: 'We ship refunds too.',
    });
    await newFaq(token, {
      categoryId: category.categoryId,
      question: 'Money back?',
      answer: 'Yes.',
      similarQuestions: ['Can I get a REFUND'],
    });
    await newFaq(token, { categoryId: category.categoryId, question: 'Discount 100%', answer: 'No.' });
    await newFaq(token, { categoryId: category.categoryId, question: 'snake_case', answer: 'No.' });
    await newFaq(token, { categoryId: category.categoryId, question: 'Discount 1000', answer: 'snakeXcase' });

    const refund = await query(token, { keyword: 'refund' });
    expect(refund.data.list.map((i) => i.question).sort()).toEqual([
      'Money back?',
      'Refund policy',
      'Shipping',
    ]);
    expect((await query(token, { keyword: '100%' })).data.list.map((i) => i.question)).toEqual([
      'Discount 100%',
    ]);
    expect((await query(token, { keyword: 'e_c' })).data.list.map((i) => i.question)).toEqual(['snake_case']);
  });

  it('filters by category and status, pages newest first and counts the total', async () => {
    const { token } = await loggedInAccount();
    const a = await newCategory(token, 'a');
    const b = await newCategory(token, 'b');
    for (let i = 1; i <= 5; i += 1) await newFaq(token, { categoryId: a.categoryId, question: `A${i}` });
    await newFaq(token, { categoryId: b.categoryId, question: 'B1', status: 'invalid' });

    const page = await query(token, { categoryId: a.categoryId, pageIndex: '2', pageSize: '2' });
    expect(page.data).toMatchObject({ total: 5, pageIndex: 2, pageSize: 2 });
    expect(page.data.list.map((i) => i.question)).toEqual(['A3', 'A2']);
    const invalid = await query(token, { status: 'invalid' });
    expect(invalid.data.list.map((i) => [i.question, i.categoryName])).toEqual([['B1', 'b']]);
    expect((await query(token, { status: 'gone' })).code).toBe(ApiCode.validation);
  });
});

describe('bulk changes', () => {
  it('enable, disable and delete only the corporation’s own items and say how many changed', async () => {
    const owner = await loggedInAccount();
    const stranger = await loggedInAccount();
    const category = await newCategory(owner.token, 'c');
    const mine = await Promise.all(
      ['q1', 'q2', 'q3'].map((question) =>
        newFaq(owner.token, { categoryId: category.categoryId, question }),
      ),
    );
    const theirCategory = await newCategory(stranger.token, 'c');
    const theirs = await newFaq(stranger.token, { categoryId: theirCategory.categoryId, question: 'q1' });
    const ids = [...mine.map((i) => i.faqId), theirs.faqId, 'no-such-id'];
    const bulk = (action: string, faqIds = ids) =>
      call<BulkResult>(bulkRoute, P.faqBulk, { token: owner.token, body: { faqIds, action } });

    expect((await bulk('disable')).body.data).toEqual({ affected: 3 });
    expect((await query(owner.token, { status: 'invalid' })).data.total).toBe(3);
    expect((await bulk('enable', [mine[0]!.faqId, theirs.faqId])).body.data).toEqual({ affected: 1 });
    expect((await bulk('delete')).body.data).toEqual({ affected: 3 });
    expect((await query(owner.token)).data.total).toBe(0);
    expect((await query(stranger.token)).data.list.map((i) => [i.question, i.status])).toEqual([
      ['q1', 'valid'],
    ]);
    expect((await bulk('archive')).body.code).toBe(ApiCode.validation);
  });
});
