import { POST as addCategoryRoute } from '@/app/api/management/knowledge/category/add/route';
import { POST as addFaqRoute } from '@/app/api/management/knowledge/faq/add/route';
import { vi } from 'vitest';
import { GET as importJobRoute } from '@/app/api/management/knowledge/faq/importJob/route';
import type { CategoryDto, FaqItemDto, FaqItemInput, ImportJobDto } from '@/features/knowledge/contract';
import { knowledgePaths } from '@/features/knowledge/contract';
import { call } from '@/tests/integration/support/api';

export const P = knowledgePaths;

export async function addCategory(token: string, name: string, lang = 'zh') {
  return call<CategoryDto>(addCategoryRoute, P.categoryAdd, { token, body: { name }, query: { lang } });
}

/** A category that must exist for the test to go on. */
export async function newCategory(token: string, name: string): Promise<CategoryDto> {
  const { body } = await addCategory(token, name);
  if (body.code !== 0) throw new Error(`category: ${JSON.stringify(body)}`);
  return body.data;
}

export async function addFaq(
  token: string,
  item: Partial<FaqItemInput> & { categoryId: string },
  lang = 'zh',
) {
  return call<FaqItemDto>(addFaqRoute, P.faqAdd, {
    token,
    query: { lang },
    body: { question: `Q ${Math.random()}`, answer: 'An answer.', ...item },
  });
}

export async function newFaq(token: string, item: Partial<FaqItemInput> & { categoryId: string }) {
  const { body } = await addFaq(token, item);
  if (body.code !== 0) throw new Error(`faq: ${JSON.stringify(body)}`);
  return body.data;
}

/** Waits until the import job `jobId` is done or failed (its state, never a time), and answers that state. */
export function settledImport(token: string, jobId: string, timeout: number): Promise<ImportJobDto> {
  return vi.waitFor(
    async () => {
      const state = (await call<ImportJobDto>(importJobRoute, P.importJob, { token, query: { jobId } })).body
        .data;
      if (state.status !== 'done' && state.status !== 'failed') throw new Error(`${state.processed}`);
      return state;
    },
    { timeout, interval: 100 },
  );
}
