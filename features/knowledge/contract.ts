import { z } from 'zod';
import { pageIndexField as pageIndex, pageSizeField as pageSize } from '@/lib/contract/paging';
import { nameField, requiredText, textField } from '@/lib/contract/fields';

// The knowledge base's contract (spec §3 knowledge item, §4 entry and parsing states, §5 knowledge and file rules,
// §7 kbUserFile, §9 file limits): one schema per request, shared by the console's forms, the API client, the
// route handlers and customers' own systems calling the API with a token.

export const FAQ_STATUSES = ['valid', 'invalid'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];
export const FILE_STATUSES = ['pending', 'parsing', 'done', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const IMPORT_TYPES = ['xlsx', 'csv'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Spec §9. */
export const KNOWLEDGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** FAQ items a corporation may hold by default (features/plans owns the limits; `KNOWLEDGE_FAQ_MAX`, README). */
export { DEFAULT_FAQ_MAX_ITEMS } from '@/features/plans/contract';
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5000;
export const SIMILAR_QUESTIONS_MAX = 20;
export const CATEGORY_NAME_MAX = 30;
export const BULK_MAX = 500;
/** Spec §5: letters, digits, underscore and Chinese characters. */
export const CATEGORY_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_]+$/u;

const id = textField().min(1, 'required').max(100, 'tooLong');

// ---- Categories ----

export const categoryName = nameField(CATEGORY_NAME_MAX).regex(CATEGORY_NAME_PATTERN, 'categoryNameInvalid');
export const categoryCreateRequest = z.object({ name: categoryName });
export type CategoryCreateRequest = z.input<typeof categoryCreateRequest>;
export const categoryUpdateRequest = z.object({ categoryId: id, name: categoryName });
export type CategoryUpdateRequest = z.input<typeof categoryUpdateRequest>;
/** Deleting a category that still holds items is refused (`categoryInUse`). */
export const categoryIdRequest = z.object({ categoryId: id });

// ---- FAQ items ----

const question = requiredText(FAQ_QUESTION_MAX);
export const faqItemInput = z.object({
  question,
  answer: requiredText(FAQ_ANSWER_MAX, { multiline: true }),
  categoryId: textField().min(1, 'categoryRequired').max(100, 'tooLong'),
  status: z.enum(FAQ_STATUSES, 'invalid').default('valid'),
  similarQuestions: z.array(question).max(SIMILAR_QUESTIONS_MAX, 'tooMany').default([]),
});
export type FaqItemInput = z.input<typeof faqItemInput>;
export const faqCreateRequest = faqItemInput;
export const faqUpdateRequest = faqItemInput.extend({ faqId: id });
export type FaqUpdateRequest = z.input<typeof faqUpdateRequest>;
export const faqIdRequest = z.object({ faqId: id });

/** The list's filters; export takes the same ones without paging. */
export const faqFilter = z.object({
  /** Part of the question, a similar question or the answer. */
  keyword: textField().max(100, 'tooLong').optional(),
  categoryId: textField().max(100, 'tooLong').optional(),
  status: z.enum(FAQ_STATUSES, 'invalid').optional(),
});
export const faqQueryRequest = faqFilter.extend({ pageIndex, pageSize: pageSize(100, 20) });
export type FaqQueryRequest = z.input<typeof faqQueryRequest>;
export const faqExportRequest = faqFilter;
export type FaqExportRequest = z.input<typeof faqExportRequest>;

export const FAQ_BULK_ACTIONS = ['enable', 'disable', 'delete'] as const;
export const faqBulkRequest = z.object({
  faqIds: z.array(id).min(1, 'required').max(BULK_MAX, 'tooMany'),
  action: z.enum(FAQ_BULK_ACTIONS, 'invalid'),
});
export type FaqBulkRequest = z.input<typeof faqBulkRequest>;

// ---- Import (multipart: `file`, .xlsx or .csv up to 50 MB) ----

/**
 * The template's columns, in order (the header row carries the names in the import's language). Similar questions
 * are one per line (or separated by `|`); the category is created when it does not exist; status defaults to valid.
 */
export const IMPORT_COLUMNS = ['question', 'answer', 'category', 'similarQuestions', 'status'] as const;
export const faqImportRequest = z.object({ file: z.file('required') });
export const importJobRequest = z.object({ jobId: id });
export const importTemplateRequest = z.object({ format: z.enum(IMPORT_TYPES, 'invalid').default('xlsx') });

// ---- Documents ----

/** Upload (multipart: `file`, pdf/doc/docx up to 10 MB, checked by its content on the server). */
export const fileUploadRequest = z.object({ file: z.file('required') });
/** Re-upload after a failed parse (multipart: `fileId` and `file`): same record, new content, parsed again. */
export const fileReuploadRequest = z.object({ fileId: id, file: z.file('required') });
export const fileIdRequest = z.object({ fileId: id });
export const fileRenameRequest = z.object({ fileId: id, name: requiredText(200) });
export type FileRenameRequest = z.input<typeof fileRenameRequest>;
export const fileQueryRequest = z.object({
  pageIndex,
  pageSize: pageSize(100, 20),
  keyword: textField().max(100, 'tooLong').optional(),
  status: z.enum(FILE_STATUSES, 'invalid').optional(),
});
export type FileQueryRequest = z.input<typeof fileQueryRequest>;
export const filePassagesRequest = z.object({ fileId: id, pageIndex, pageSize: pageSize(100, 20) });

// ---- kbUserFile (spec §7): a session's documents ----

export const conversationFilesRequest = z.object({ conversationId: id });
/** Attaches documents of the corporation's knowledge base to a session (adds to its `kbConversationDto.fileIds`). */
export const uploadFileUrlsRequest = z.object({
  conversationId: id,
  fileIds: z.array(id).min(1, 'required').max(100, 'tooMany'),
});
export type UploadFileUrlsRequest = z.input<typeof uploadFileUrlsRequest>;
/** Deletes a document from the knowledge base (and so from every session that used it). */
export const delFileRequest = fileIdRequest;

// ---- Retrieval (the debug console; the runtime calls the server function directly) ----

export const knowledgeMatchRequest = z.object({
  question: requiredText(FAQ_QUESTION_MAX),
  /** Answer as this session would: its FAQ categories and documents. Without it, the whole knowledge base. */
  conversationId: textField().max(100, 'tooLong').optional(),
});
export type KnowledgeMatchRequest = z.input<typeof knowledgeMatchRequest>;

// ---- Responses (the wire shape: dates are ISO strings) ----

export const categoryDto = z.object({
  categoryId: z.string(),
  name: z.string(),
  itemCount: z.number(),
  createTime: z.string(),
});
export type CategoryDto = z.infer<typeof categoryDto>;

export const faqItemDto = z.object({
  faqId: z.string(),
  question: z.string(),
  answer: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  similarQuestions: z.array(z.string()),
  status: z.enum(FAQ_STATUSES),
  createTime: z.string(),
  updateTime: z.string(),
});
export type FaqItemDto = z.infer<typeof faqItemDto>;

export const bulkResult = z.object({
  /** How many of the ids were the corporation's and changed. */
  affected: z.number(),
});
export type BulkResult = z.infer<typeof bulkResult>;

export const importFailure = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number(),
  /** A key of the `Validation` messages, e.g. `required`, `tooLong`, `duplicate`, `categoryNameInvalid`. */
  reason: z.string(),
  /** The column the reason is about, when there is one. */
  column: z.enum(IMPORT_COLUMNS).optional(),
  /** The reason in the import's language, as written in the failures file. */
  message: z.string(),
});
export type ImportFailure = z.infer<typeof importFailure>;

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const importJobDto = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Rows read so far and rows in all (data rows, header excluded; 0 until counted). */
  processed: z.number(),
  total: z.number(),
  imported: z.number(),
  failed: z.number(),
  /** The first failures (at most 100); the whole list is in the failures file. */
  failures: z.array(importFailure),
  /** A spreadsheet of the failed rows and why, at `importFailures?jobId=`. */
  hasFailureFile: z.boolean(),
  /** Why the whole import failed (a key of `ApiServer`), e.g. a file that is not a spreadsheet. */
  error: z.string().nullable(),
  createTime: z.string(),
});
export type ImportJobDto = z.infer<typeof importJobDto>;

export const knowledgeFileDto = z.object({
  fileId: z.string(),
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  size: z.number(),
  status: z.enum(FILE_STATUSES),
  /** Why parsing failed: a key of the `ApiServer` messages (e.g. `parseFailed`, `parseNoText`). */
  failReason: z.string().nullable(),
  /** The reason in the request's language. */
  failMessage: z.string().nullable(),
  passageCount: z.number(),
  charCount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type KnowledgeFileDto = z.infer<typeof knowledgeFileDto>;

export const passageDto = z.object({
  passageId: z.string(),
  fileId: z.string(),
  ordinal: z.number(),
  text: z.string(),
});
export type PassageDto = z.infer<typeof passageDto>;

/** What retrieval found for a question: the debug console shows it, the runtime acts on it. */
export const knowledgeMatchDto = z.object({
  faq: z.object({
    /** 'answer': the FAQ answer is the answer; 'context': the best items go to the model; 'none'. */
    decision: z.enum(['answer', 'context', 'none']),
    /**
     * The best items, best first, with their lexical score (0–1, comparable to the thresholds; the decision also
     * weighs the margin to the second item) and, with an embeddings provider, their cosine with the question.
     */
    matches: z.array(
      z.object({
        faqId: z.string(),
        question: z.string(),
        matchedText: z.string(),
        answer: z.string(),
        score: z.number(),
        similarity: z.number().optional(),
      }),
    ),
    thresholds: z.object({ answer: z.number(), context: z.number() }),
  }),
  passages: z.array(
    z.object({
      passageId: z.string(),
      fileId: z.string(),
      fileName: z.string(),
      ordinal: z.number(),
      text: z.string(),
      score: z.number(),
    }),
  ),
  /** Time the search took on the server, in milliseconds. */
  ms: z.number(),
});
export type KnowledgeMatchDto = z.infer<typeof knowledgeMatchDto>;

export const knowledgePaths = {
  categoryList: '/management/knowledge/category/list',
  categoryAdd: '/management/knowledge/category/add',
  categoryUpdate: '/management/knowledge/category/update',
  categoryDelete: '/management/knowledge/category/delete',
  faqQuery: '/management/knowledge/faq/query',
  faqIndexStatus: '/management/knowledge/faq/indexStatus',
  faqGet: '/management/knowledge/faq/get',
  faqAdd: '/management/knowledge/faq/add',
  faqUpdate: '/management/knowledge/faq/update',
  faqDelete: '/management/knowledge/faq/delete',
  faqBulk: '/management/knowledge/faq/bulk',
  faqImport: '/management/knowledge/faq/import',
  faqImportTemplate: '/management/knowledge/faq/importTemplate',
  importJob: '/management/knowledge/faq/importJob',
  importFailures: '/management/knowledge/faq/importFailures',
  faqExport: '/management/knowledge/faq/export',
  fileUpload: '/management/knowledge/file/upload',
  fileReupload: '/management/knowledge/file/reupload',
  fileQuery: '/management/knowledge/file/query',
  fileGet: '/management/knowledge/file/get',
  fileRename: '/management/knowledge/file/rename',
  filePassages: '/management/knowledge/file/passages',
  listFilesForConversation: '/management/kbUserFile/listFilesForConversation',
  uploadFileUrls: '/management/kbUserFile/uploadFileUrls',
  delFile: '/management/kbUserFile/delFile',
  match: '/management/knowledge/match',
} as const;

/**
 * Whether the FAQ's semantic (NLP) index caught up with the last change: `failed` when the last embedding run gave
 * up (the provider kept failing); the items still match by their words, and the next change tries again.
 */
export const faqIndexStatusDto = z.object({
  failed: z.boolean(),
  /** When the failed run gave up (ISO 8601, UTC); null when nothing failed. */
  failedAt: z.string().nullable(),
});
export type FaqIndexStatusDto = z.infer<typeof faqIndexStatusDto>;
