import 'server-only';
import type { FaqItemDto, FaqStatus } from '@/features/knowledge/contract';
import type { knowledgeFaqs } from '../tables';

export type FaqRow = typeof knowledgeFaqs.$inferSelect;

export const toFaqDto = (row: FaqRow, categoryName: string): FaqItemDto => ({
  faqId: row.id,
  question: row.question,
  answer: row.answer,
  categoryId: row.categoryId,
  categoryName,
  similarQuestions: row.similarQuestions,
  status: row.status as FaqStatus,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});
