import type { CategoryDto, FaqItemDto, ImportJobDto, KnowledgeFileDto } from '@/features/knowledge/contract';

// Answers as the knowledge API gives them, for the components' tests.

export const category = (categoryId: string, name: string, itemCount = 0): CategoryDto => ({
  categoryId,
  name,
  itemCount,
  createTime: '2026-05-01T08:00:00Z',
});

export const faqItem = (n: number, patch: Partial<FaqItemDto> = {}): FaqItemDto => ({
  faqId: `q${n}`,
  question: `Question ${n}?`,
  answer: `Answer ${n}.`,
  categoryId: 'c1',
  categoryName: 'billing',
  similarQuestions: [],
  status: 'valid',
  createTime: '2026-05-04T08:00:00Z',
  updateTime: '2026-05-04T08:00:00Z',
  ...patch,
});

export const knowledgeFile = (fileId: string, patch: Partial<KnowledgeFileDto> = {}): KnowledgeFileDto => ({
  fileId,
  name: `${fileId}.pdf`,
  type: 'pdf',
  size: 2048,
  status: 'done',
  failReason: null,
  failMessage: null,
  passageCount: 4,
  charCount: 1000,
  createTime: '2026-05-04T08:00:00Z',
  updateTime: '2026-05-04T08:00:00Z',
  ...patch,
});

export const importJob = (patch: Partial<ImportJobDto> = {}): ImportJobDto => ({
  jobId: 'j1',
  status: 'done',
  processed: 12,
  total: 12,
  imported: 10,
  failed: 2,
  failures: [
    { row: 3, reason: 'required', column: 'answer', message: 'Answer: this field is required' },
    { row: 7, reason: 'categoryNameInvalid', column: 'category', message: 'Category: use letters, digits…' },
  ],
  hasFailureFile: true,
  error: null,
  createTime: '2026-05-04T08:00:00Z',
  ...patch,
});

export const page = <T>(list: T[]) => ({ list, total: list.length, pageIndex: 1, pageSize: 20 });
