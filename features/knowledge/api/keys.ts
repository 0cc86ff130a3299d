// Query keys of the knowledge base, in one place so that invalidations match the queries they mean.
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  categories: ['knowledge', 'categories'] as const,
  faqs: ['knowledge', 'faq'] as const,
  faqList: (query: object) => ['knowledge', 'faq', query] as const,
  // Under `faqs`, so every FAQ change asks again.
  faqIndexStatus: ['knowledge', 'faq', 'index-status'] as const,
  importJob: (jobId: string) => ['knowledge', 'import-job', jobId] as const,
  files: ['knowledge', 'files'] as const,
  fileList: (query: object) => ['knowledge', 'files', query] as const,
  passages: (fileId: string, pageIndex: number) => ['knowledge', 'passages', fileId, pageIndex] as const,
};
